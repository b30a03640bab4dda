import { describe, expect, it } from 'vitest';
import {
  formatBookMonth,
  monthDays,
  monthsUpTo,
  nairobiMonthOf,
  nairobiMonthRange,
  parseBookMonth,
} from './book-month.ts';

describe('a month of the books', () => {
  it('reads YYYY-MM and nothing else', () => {
    expect(parseBookMonth('2030-03')).toEqual({ year: 2030, month: 3 });
    for (const bad of ['2030-13', '2030-00', '2030-3', '0000-01', '2030-03-01', 'March']) {
      expect(parseBookMonth(bad), bad).toBeNull();
    }
  });

  it('runs from midnight on its first Nairobi day to midnight after its last', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(nairobiMonthRange('2030-03')).toEqual({
      start: new Date('2030-02-28T21:00:00.000Z'),
      end: new Date('2030-03-31T21:00:00.000Z'),
    });
  });

  it('places an instant in its Nairobi month, and reads it in words', () => {
    // 00:30 on 1 April in Nairobi is still 31 March in UTC.
    expect(nairobiMonthOf(new Date('2030-03-31T21:30:00Z'))).toBe('2030-04');
    expect(formatBookMonth('2030-03')).toBe('March 2030');
  });

  it('lists a month and those before it, newest first, across the year', () => {
    expect(monthsUpTo('2030-02', 4)).toEqual(['2030-02', '2030-01', '2029-12', '2029-11']);
    expect(monthsUpTo('not a month', 4)).toEqual([]);
  });
});
