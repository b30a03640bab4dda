import { z } from 'zod';

/**
 * A request's reference: what a client reads out on the phone and what staff search by —
 * "TH-2026-0142", the 142nd request received in 2026 (Nairobi calendar year). The database
 * numbers each request as it is inserted (migration 0015), so no two share one; the UUID
 * stays the request's internal id.
 */
export const REQUEST_REFERENCE_PREFIX = 'TH';
export const REQUEST_REFERENCE_PATTERN = /^TH-\d{4}-\d{4,}$/;

export function formatRequestReference(year: number, serial: number): string {
  return `${REQUEST_REFERENCE_PREFIX}-${year}-${String(serial).padStart(4, '0')}`;
}

/**
 * A reference as people type or say it — "th 2026 142", "TH-2026-0142", "TH2026/142" — in its
 * written form, or null when the text is not a reference. Searching uses this so any spelling finds it.
 */
export function parseRequestReference(input: string): string | null {
  const match =
    /^\s*th[\s\-/.]*(\d{4})[\s\-/.]+(\d{1,9})\s*$/i.exec(input) ?? /^\s*th[\s\-/.]*(\d{4})(\d{4,9})\s*$/i.exec(input);
  if (!match) {
    return null;
  }
  const serial = Number(match[2]);
  return serial > 0 ? formatRequestReference(Number(match[1]), serial) : null;
}

export const RequestReferenceSchema = z.string().regex(REQUEST_REFERENCE_PATTERN);
