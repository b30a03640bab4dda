import { describe, expect, it } from 'vitest';
import { ageingBucketOf, daysSinceIssue } from './ageing.ts';

describe('days since issue, on the Nairobi calendar', () => {
  it('counts calendar days in Nairobi, not 24-hour periods', () => {
    // 23:50 on 4 March in Nairobi, then 00:10 on 5 March: one day old.
    expect(daysSinceIssue(new Date('2030-03-04T20:50:00Z'), new Date('2030-03-04T21:10:00Z'))).toBe(1);
    // 00:10 and 23:50 on the same Nairobi day: day 0.
    expect(daysSinceIssue(new Date('2030-03-04T21:10:00Z'), new Date('2030-03-05T20:50:00Z'))).toBe(0);
  });

  it('counts across months and years, and is never negative', () => {
    expect(daysSinceIssue(new Date('2030-01-31T06:00:00Z'), new Date('2030-03-01T06:00:00Z'))).toBe(29);
    expect(daysSinceIssue(new Date('2029-12-31T06:00:00Z'), new Date('2030-01-01T06:00:00Z'))).toBe(1);
    expect(daysSinceIssue(new Date('2030-03-05T06:00:00Z'), new Date('2030-03-04T06:00:00Z'))).toBe(0);
  });
});

describe('the ageing bucket', () => {
  it.each([
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, 'over-90'],
    [400, 'over-90'],
  ] as const)('day %i is in %s', (days, bucket) => {
    expect(ageingBucketOf(days)).toBe(bucket);
  });
});
