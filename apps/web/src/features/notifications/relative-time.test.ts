// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

// 10:00 in Nairobi (UTC+3) on Friday 7 March 2025.
const NOW = new Date('2025-03-07T07:00:00.000Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2025-03-07T06:59:30.000Z', 'just now'],
    ['2025-03-07T06:55:00.000Z', '5 minutes ago'],
    ['2025-03-07T04:00:00.000Z', '3 hours ago'],
    // 23:30 yesterday in Nairobi is 10.5 hours ago: still hours.
    ['2025-03-06T20:30:00.000Z', '10 hours ago'],
    // 20:30 Nairobi on 5 March is more than 12 hours back and the day before yesterday.
    ['2025-03-06T17:30:00.000Z', 'yesterday'],
    ['2025-03-04T07:00:00.000Z', '3 days ago'],
    ['2025-02-20T07:00:00.000Z', '20 Feb 2025'],
    // 21:30 UTC on 24 February is already 25 February in Nairobi.
    ['2025-02-24T21:30:00.000Z', '25 Feb 2025'],
    ['nonsense', 'Invalid date'],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected);
  });

  it('counts days on the Nairobi calendar, not UTC', () => {
    // 02:00 Nairobi on 7 March, 22:00 UTC on 6 March; now 23:00 Nairobi on 7 March.
    expect(formatRelativeTime('2025-03-06T23:00:00.000Z', new Date('2025-03-07T20:00:00.000Z'))).toBe('21 hours ago');
    // 23:00 Nairobi on 6 March; now 13:00 Nairobi on 7 March: 14 hours, but yesterday in Nairobi.
    expect(formatRelativeTime('2025-03-06T20:00:00.000Z', new Date('2025-03-07T10:00:00.000Z'))).toBe('yesterday');
  });
});
