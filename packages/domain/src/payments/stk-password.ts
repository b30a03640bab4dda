import { NAIROBI_UTC_OFFSET_MINUTES } from '../nairobi-time.ts';
import { base64Ascii } from './base64.ts';

const TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const OFFSET_MS = NAIROBI_UTC_OFFSET_MINUTES * 60_000;

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as Daraja's Timestamp: Nairobi wall time (UTC+3, no daylight saving), yyyyMMddHHmmss. */
export function stkTimestamp(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) {
    throw new RangeError('Invalid date');
  }
  const wall = new Date(time + OFFSET_MS);
  return (
    String(wall.getUTCFullYear()).padStart(4, '0') +
    two(wall.getUTCMonth() + 1) +
    two(wall.getUTCDate()) +
    two(wall.getUTCHours()) +
    two(wall.getUTCMinutes()) +
    two(wall.getUTCSeconds())
  );
}

/** The instant a yyyyMMddHHmmss Nairobi reading names (a Timestamp, a callback's TransactionDate); null when it is no real time. */
export function parseStkTimestamp(value: string | number): Date | null {
  const match = TIMESTAMP.exec(String(value));
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
  const asUtc = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const real =
    asUtc.getUTCFullYear() === year &&
    asUtc.getUTCMonth() === month - 1 &&
    asUtc.getUTCDate() === day &&
    asUtc.getUTCHours() === hours &&
    asUtc.getUTCMinutes() === minutes &&
    asUtc.getUTCSeconds() === seconds;
  return real ? new Date(asUtc.getTime() - OFFSET_MS) : null;
}

/** Daraja's Password for an STK push or query: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return base64Ascii(`${shortcode}${passkey}${timestamp}`);
}
