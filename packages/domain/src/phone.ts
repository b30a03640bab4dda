import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.ts';

/**
 * Kenyan mobile numbers: the nine-digit national number starts with 7 (07xx: Safaricom,
 * Airtel, Telkom) or 1 (01xx: Safaricom, Airtel). Written with +254, 254, 00254 or a
 * trunk 0, or bare; spaces, dots, hyphens and brackets are ignored, and so is the "(0)"
 * some people write after the country code.
 */
const MOBILE = /^(?:\+254|00254|254)?0?([17]\d{8})$/;

/** "0712 345 678" → "+254712345678"; null when it is not a Kenyan mobile number. */
export function normalizeKenyanPhone(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '');
  const match = MOBILE.exec(compact);
  return match ? `+254${match[1]}` : null;
}

export function isKenyanPhone(value: string): boolean {
  return normalizeKenyanPhone(value) !== null;
}

/** "+254712345678" → "+254 712 345 678" for display; anything else is returned as given. */
export function formatKenyanPhone(value: string): string {
  const normalized = normalizeKenyanPhone(value);
  return normalized ? `+254 ${normalized.slice(4, 7)} ${normalized.slice(7, 10)} ${normalized.slice(10)}` : value;
}

/** Accepts any of the written forms above and outputs the normalised "+2547XXXXXXXX". */
export const KenyanPhoneSchema = z.string({ error: FIELD_MESSAGES.phone }).transform((value, ctx) => {
  const normalized = normalizeKenyanPhone(value);
  if (normalized === null) {
    ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.phone, input: value });
    return z.NEVER;
  }
  return normalized;
});
