import { describe, expect, it } from 'vitest';
import {
  AdminDashboardQuerySchema,
  DASHBOARD_MESSAGES,
  addDays,
  mondayOf,
  percentileCont,
  rangeLength,
  resolveDashboardRange,
  revisionRate,
  weeksOfRange,
} from './admin-dashboard.ts';

// 2026-11-22 09:00 in Nairobi (a Sunday).
const NOW = new Date('2026-11-22T06:00:00Z');

describe('the dashboard range', () => {
  it('defaults to the last 30 Nairobi days ending today', () => {
    expect(resolveDashboardRange({}, NOW)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(rangeLength('2026-10-24', '2026-11-22')).toBe(30);
  });
  it('uses Nairobi today, not the UTC date, late in the evening UTC', () => {
    expect(resolveDashboardRange({}, new Date('2026-11-22T21:30:00Z')).to).toBe('2026-11-23');
  });
  it('keeps a given range, and runs an open-ended one to today', () => {
    expect(resolveDashboardRange({ from: '2026-11-01', to: '2026-11-07' }, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(resolveDashboardRange({ from: '2026-11-01' }, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(resolveDashboardRange({ to: '2026-02-28' }, NOW)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(resolveDashboardRange({ from: '2020-01-01' }, NOW)).toEqual({ from: '2020-01-01', to: '2020-12-31' });
  });
  it('refuses dates that are not dates, a reversed range and one longer than 366 days', () => {
    const bad = AdminDashboardQuerySchema.safeParse({ from: '2026-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(DASHBOARD_MESSAGES.badDate);
    const reversed = AdminDashboardQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(reversed.error?.issues.map((i) => i.message)).toEqual([DASHBOARD_MESSAGES.outOfOrder]);
    const long = AdminDashboardQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' });
    expect(long.error?.issues.map((i) => i.message)).toEqual([DASHBOARD_MESSAGES.tooLong]);
    expect(AdminDashboardQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(AdminDashboardQuerySchema.parse({ from: '', to: '' })).toEqual({});
  });
});

describe('weeks', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('covers the range with Monday weeks clipped to it', () => {
    expect(weeksOfRange({ from: '2026-11-04', to: '2026-11-22' })).toEqual([
      { weekStart: '2026-11-02', from: '2026-11-04', to: '2026-11-08' },
      { weekStart: '2026-11-09', from: '2026-11-09', to: '2026-11-15' },
      { weekStart: '2026-11-16', from: '2026-11-16', to: '2026-11-22' },
    ]);
    expect(weeksOfRange({ from: '2026-11-18', to: '2026-11-18' })).toEqual([
      { weekStart: '2026-11-16', from: '2026-11-18', to: '2026-11-18' },
    ]);
    expect(weeksOfRange({ from: '2025-11-22', to: '2026-11-22' })).toHaveLength(53);
  });
});

describe('percentileCont', () => {
  it('interpolates between the closest ranks like PostgreSQL percentile_cont', () => {
    expect(percentileCont([10, 2, 6, 4], 0.5)).toBe(5);
    expect(percentileCont([2, 4, 6, 10], 0.9)).toBeCloseTo(8.8, 10);
    expect(percentileCont([7], 0.9)).toBe(7);
    expect(percentileCont([1, 2, 3], 0.5)).toBe(2);
    expect(percentileCont([], 0.5)).toBeNull();
  });
});

describe('revisionRate', () => {
  it('is the share of approved reports that were sent back, or nothing without approvals', () => {
    expect(revisionRate(4, 1)).toBe(0.25);
    expect(revisionRate(0, 0)).toBeNull();
  });
});
