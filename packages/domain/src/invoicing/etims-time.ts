import { nairobiDateParts } from '../nairobi-time.ts';

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

/**
 * The Nairobi date and time of an instant as eTIMS writes it: 20250307143005. Nairobi's offsets
 * have always been whole minutes, so the seconds are the instant's own.
 */
export function toEtimsDateTime(date: Date): string {
  const { hours, minutes } = nairobiDateParts(date);
  return `${toEtimsDate(date)}${pad(hours)}${pad(minutes)}${pad(date.getUTCSeconds())}`;
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** The instant an eTIMS date and time (Nairobi, UTC+3) names; null unless it is a real one. */
export function fromEtimsDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) {
    return null;
  }
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hours - 3, minutes, seconds));
  return toEtimsDateTime(date) === value ? date : null;
}
