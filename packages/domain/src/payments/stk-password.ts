import { nairobiCompactDateTime, parseNairobiCompactDateTime } from '../nairobi-time.ts';
import { base64Ascii } from './base64.ts';

/** An instant as Daraja's Timestamp: Nairobi wall time (UTC+3, no daylight saving), yyyyMMddHHmmss. */
export const stkTimestamp = nairobiCompactDateTime;

/** The instant a yyyyMMddHHmmss Nairobi reading names (a Timestamp, a callback's TransactionDate); null when it is no real time. */
export function parseStkTimestamp(value: string | number): Date | null {
  return parseNairobiCompactDateTime(String(value));
}

/** Daraja's Password for an STK push or query: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return base64Ascii(`${shortcode}${passkey}${timestamp}`);
}
