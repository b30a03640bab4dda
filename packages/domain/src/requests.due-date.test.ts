import { describe, expect, it } from 'vitest';
import {
  DUE_BUSINESS_DAYS,
  DUE_HOUR_NAIROBI,
  REQUEST_STATUSES,
  type RequestStatus,
  dueDateFor,
  isOverdue,
} from './requests.ts';

// March 2025: Mon 3, Tue 4, Wed 5, Thu 6, Fri 7, Sat 8, Sun 9, Mon 10.
const due = (requestedAt: string, priority: 'low' | 'normal' | 'high' | 'urgent') =>
  dueDateFor(new Date(requestedAt), priority).toISOString();

describe('the due-date rule', () => {
  it('counts business days by priority and ends at 17:00 Nairobi', () => {
    expect(DUE_BUSINESS_DAYS).toEqual({ urgent: 2, high: 5, normal: 10, low: 15 });
    expect(DUE_HOUR_NAIROBI).toBe(17);
  });

  it.each([
    // requested at (UTC), priority, due (UTC; 17:00 Nairobi = 14:00Z)
    ['2025-03-07T06:00:00Z', 'normal', '2025-03-21T14:00:00.000Z'], // Fri → Fri two weeks on
    ['2025-03-07T06:00:00Z', 'urgent', '2025-03-11T14:00:00.000Z'], // Fri → Mon, Tue
    ['2025-03-03T06:00:00Z', 'high', '2025-03-10T14:00:00.000Z'], // Mon → next Mon
    ['2025-03-05T06:00:00Z', 'low', '2025-03-26T14:00:00.000Z'], // Wed → Wed three weeks on
    ['2025-03-04T06:00:00Z', 'urgent', '2025-03-06T14:00:00.000Z'], // Tue → Thu
  ] as const)('%s, %s → %s', (requestedAt, priority, expected) => {
    expect(due(requestedAt, priority)).toBe(expected);
  });

  it('starts counting after a weekend request on Monday', () => {
    expect(due('2025-03-08T09:00:00Z', 'urgent')).toBe('2025-03-11T14:00:00.000Z'); // Saturday
    expect(due('2025-03-09T09:00:00Z', 'urgent')).toBe('2025-03-11T14:00:00.000Z'); // Sunday
    expect(due('2025-03-09T09:00:00Z', 'high')).toBe('2025-03-14T14:00:00.000Z');
  });

  it('uses the Nairobi calendar day of the request, not the UTC one', () => {
    // 23:30 Thursday in Nairobi (20:30Z) vs 00:30 Friday in Nairobi (21:30Z Thursday).
    expect(due('2025-03-06T20:30:00Z', 'urgent')).toBe('2025-03-10T14:00:00.000Z');
    expect(due('2025-03-06T21:30:00Z', 'urgent')).toBe('2025-03-11T14:00:00.000Z');
  });

  it('does not count the request day, even when made before opening', () => {
    expect(due('2025-03-05T03:00:00Z', 'urgent')).toBe('2025-03-07T14:00:00.000Z'); // 06:00 Wed → Fri
  });

  it('crosses months and years', () => {
    expect(due('2025-12-24T07:00:00Z', 'normal')).toBe('2026-01-07T14:00:00.000Z');
    expect(due('2025-02-27T07:00:00Z', 'high')).toBe('2025-03-06T14:00:00.000Z');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => dueDateFor(new Date('nope'), 'normal')).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  const dueAt = '2025-03-11T14:00:00.000Z';
  const before = new Date('2025-03-11T13:59:59Z');
  const after = new Date('2025-03-11T14:00:01Z');

  it('is true once the due instant has passed for an open request', () => {
    const open = REQUEST_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled');
    expect(open).toEqual(['pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review']);
    for (const status of open) {
      expect(isOverdue(dueAt, status, after)).toBe(true);
      expect(isOverdue(dueAt, status, before)).toBe(false);
    }
  });

  it('is false exactly at the due instant', () => {
    expect(isOverdue(dueAt, 'pending', new Date(dueAt))).toBe(false);
  });

  it.each(['completed', 'cancelled'] as RequestStatus[])('is never true once %s', (status) => {
    expect(isOverdue(dueAt, status, after)).toBe(false);
  });

  it('takes a Date as well as an ISO string', () => {
    expect(isOverdue(new Date(dueAt), 'assigned', after)).toBe(true);
  });

  it('is false without a readable due date', () => {
    expect(isOverdue(null, 'pending', after)).toBe(false);
    expect(isOverdue(undefined, 'pending', after)).toBe(false);
    expect(isOverdue('', 'pending', after)).toBe(false);
    expect(isOverdue('soon', 'pending', after)).toBe(false);
  });
});
