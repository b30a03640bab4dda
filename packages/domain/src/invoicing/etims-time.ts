import { nairobiCompactDateTime, nairobiDateParts, parseNairobiCompactDateTime } from '../nairobi-time.ts';

/**
 * eTIMS reads every date as Nairobi wall time written without separators: `yyyyMMddHHmmss` for an
 * instant (cfmDt, rcptPbctDt, resultDt), `yyyyMMdd` for a day (salesDt).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Nairobi date of an instant as eTIMS writes it: 20250307. */
export function toEtimsDate(date: Date): string {
  const { year, month, day } = nairobiDateParts(date);
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** The Nairobi date and time of an instant as eTIMS writes it: 20250307143005. */
export const toEtimsDateTime = nairobiCompactDateTime;

/** The instant an eTIMS date and time (Nairobi, UTC+3) names; null unless it is a real one. */
export const fromEtimsDateTime = parseNairobiCompactDateTime;
