import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  DUE_DATE_PENDING,
  NOT_AVAILABLE,
  PROPERTY_TYPE_LABELS,
  dueDateLabel,
  formatDate,
  formatDateTime,
  propertyTypeLabel,
} from './display.ts';
import { PROPERTY_TYPES } from './estimate.ts';

describe('PROPERTY_TYPE_LABELS', () => {
  it('labels every property type', () => {
    expect(Object.keys(PROPERTY_TYPE_LABELS)).toEqual([...PROPERTY_TYPES]);
    expect(Object.values(PROPERTY_TYPE_LABELS)).toEqual(['Residential', 'Commercial', 'Industrial', 'Land']);
  });
});

describe('formatDate', () => {
  it('shows the Nairobi calendar date (UTC+3)', () => {
    expect(formatDate('2025-03-01T09:30:00Z')).toBe('1 Mar 2025');
    // 22:30 UTC is already the next day in Nairobi.
    expect(formatDate('2025-03-01T22:30:00Z')).toBe('2 Mar 2025');
    expect(formatDate('2025-12-31T23:59:00+03:00')).toBe('31 Dec 2025');
  });

  it('says "Invalid date" for an unreadable value', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
  });

  it('writes every date as en-KE Intl does, "Sept" included', () => {
    const intl = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' });
    for (let time = Date.UTC(1930, 0, 1); time < Date.UTC(2080, 0, 1); time += 9 * 86_400_000 + 5 * 3_600_000) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso), iso).toBe(intl.format(new Date(time)));
    }
    expect(formatDate('2026-09-05T12:00:00Z')).toBe('5 Sept 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the Nairobi time in 12-hour form', () => {
    expect(formatDateTime('2025-03-01T22:30:00Z')).toBe('2 Mar 2025, 1:30 AM');
    expect(formatDateTime('2025-03-01T09:00:00Z')).toBe('1 Mar 2025, 12:00 PM');
    expect(formatDateTime('2025-03-01T21:05:00Z')).toBe('2 Mar 2025, 12:05 AM');
    expect(formatDateTime('2025-03-01T14:45:00+03:00')).toBe('1 Mar 2025, 2:45 PM');
  });

  it('says "Invalid date" for an unreadable value', () => {
    expect(formatDateTime('')).toBe('Invalid date');
  });
});

describe('dueDateLabel', () => {
  it('formats a due date', () => {
    expect(dueDateLabel('2025-04-10T12:00:00Z')).toBe('10 Apr 2025');
  });

  it('is "TBD" without one', () => {
    expect(DUE_DATE_PENDING).toBe('TBD');
    expect(dueDateLabel(null)).toBe('TBD');
    expect(dueDateLabel(undefined)).toBe('TBD');
    expect(dueDateLabel('')).toBe('TBD');
  });
});

describe('propertyTypeLabel', () => {
  it('labels a known type', () => {
    expect(propertyTypeLabel('commercial')).toBe('Commercial');
    expect(propertyTypeLabel('land')).toBe('Land');
  });

  it('is "N/A" without one', () => {
    expect(NOT_AVAILABLE).toBe('N/A');
    expect(propertyTypeLabel(null)).toBe('N/A');
    expect(propertyTypeLabel(undefined)).toBe('N/A');
  });
});

describe('formatFileSize', () => {
  it('says bytes below 1 KB, whole KB below 1 MB, and MB with one decimal', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(310 * 1024 + 300)).toBe('310 KB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20.0 MB');
  });
});
