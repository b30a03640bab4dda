import { formatYmd, fromNairobiWallTime, nairobiDateParts } from '../nairobi-time.ts';
import { MONTH_NAMES } from '../calendar-names.ts';

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** "2030-03" → { year: 2030, month: 3 }; null unless a real month written YYYY-MM (year 1–9999). */
export function parseBookMonth(value: string): { year: number; month: number } | null {
  const match = YEAR_MONTH.exec(value);
  if (!match) {
    return null;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1 && month >= 1 && month <= 12 ? { year, month } : null;
}

/** The month an instant falls in, on the Nairobi calendar: "2030-03". */
export function nairobiMonthOf(at: Date): string {
  const { year, month } = nairobiDateParts(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The first and last Nairobi calendar days of a month, YYYY-MM-DD. */
export function monthDays(month: string): { first: string; last: string } {
  const parsed = parseBookMonth(month);
  if (!parsed) {
    throw new RangeError(`Invalid month: ${month}`);
  }
  const lastDay = new Date(Date.UTC(parsed.year, parsed.month, 0)).getUTCDate();
  return { first: formatYmd(parsed.year, parsed.month, 1), last: formatYmd(parsed.year, parsed.month, lastDay) };
}

/** [start, end) instants of a month on the Nairobi calendar: midnight on its first day to midnight after its last. */
export function nairobiMonthRange(month: string): { start: Date; end: Date } {
  const { first, last } = monthDays(month);
  return {
    start: fromNairobiWallTime(first, 0, 0),
    end: new Date(fromNairobiWallTime(last, 0, 0).getTime() + 24 * 60 * 60 * 1000),
  };
}

/** "March 2030". */
export function formatBookMonth(month: string): string {
  const parsed = parseBookMonth(month);
  return parsed ? `${MONTH_NAMES[parsed.month - 1] ?? ''} ${parsed.year}` : month;
}

/** That month and the `count - 1` before it, newest first: the months a statement can be asked for. */
export function monthsUpTo(month: string, count: number): string[] {
  const parsed = parseBookMonth(month);
  if (!parsed) {
    return [];
  }
  return Array.from({ length: count }, (_, back) => {
    const index = parsed.year * 12 + (parsed.month - 1) - back;
    const year = Math.floor(index / 12);
    return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  }).filter((m) => parseBookMonth(m) !== null);
}
