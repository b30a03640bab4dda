import { randomBytes } from 'node:crypto';

/** Crockford base-32: no I, L, O or U, so a code read aloud or off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh verification code, `XXXXX-XXXXX` (50 random bits). */
export function newVerifyCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * A code as someone typed it: case, spaces and the hyphen do not matter, and the letters
 * Crockford reads as digits (O → 0, I and L → 1) are read so. Null when it cannot be a code.
 */
export function normaliseVerifyCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(compact)) {
    return null;
  }
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}
