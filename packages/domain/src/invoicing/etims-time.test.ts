import { describe, expect, it } from 'vitest';
import { fromEtimsDateTime, toEtimsDate, toEtimsDateTime } from './etims-time.ts';

describe('eTIMS dates', () => {
  it('writes Nairobi wall time (UTC+3) without separators', () => {
    const instant = new Date('2025-03-07T11:30:05Z');
    expect(toEtimsDateTime(instant)).toBe('20250307143005');
    expect(toEtimsDate(instant)).toBe('20250307');
  });

  it('takes the Nairobi day, not the UTC day, near midnight', () => {
    const instant = new Date('2025-03-07T22:15:00Z');
    expect(toEtimsDate(instant)).toBe('20250308');
    expect(toEtimsDateTime(instant)).toBe('20250308011500');
  });

  it('reads an eTIMS date and time back to the same instant, and refuses what is not one', () => {
    expect(fromEtimsDateTime('20250307143005')?.toISOString()).toBe('2025-03-07T11:30:05.000Z');
    expect(fromEtimsDateTime('20250231120000')).toBeNull();
    expect(fromEtimsDateTime('2025-03-07')).toBeNull();
  });
});
