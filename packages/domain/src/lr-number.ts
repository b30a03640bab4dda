import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.ts';

/**
 * Plot / LR / title number, as written on Kenyan titles: "LR No. 209/12345", "209/12345",
 * "Nairobi/Block 82/1234", "Kajiado/Kitengela/12345", "MN/I/1234",
 * "Kiambu/Ruiru East Block 2/567". The forms vary by registry and era, so the rule is
 * permissive but real: letters, digits, spaces, slashes, dots, hyphens (and the apostrophe
 * of "Murang'a"); starts and ends with a letter or digit; at least one "/" and no empty
 * part ("//"); at least one digit; 3–60 characters once spaces are tidied.
 */
export const LR_NUMBER_MIN_LENGTH = 3;
export const LR_NUMBER_MAX_LENGTH = 60;

const SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 .'\-/]*[A-Za-z0-9])?$/;

/** Tidies spacing ("Nairobi / Block 82 /1234" → "Nairobi/Block 82/1234"); null when invalid. */
export function normalizeLrNumber(value: string): string | null {
  const tidy = value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/');
  const valid =
    tidy.length >= LR_NUMBER_MIN_LENGTH &&
    tidy.length <= LR_NUMBER_MAX_LENGTH &&
    SHAPE.test(tidy) &&
    tidy.includes('/') &&
    !tidy.includes('//') &&
    /\d/.test(tidy);
  return valid ? tidy : null;
}

export function isLrNumber(value: string): boolean {
  return normalizeLrNumber(value) !== null;
}

/** A required plot / LR number, output tidied. */
export const LrNumberSchema = z.string({ error: FIELD_MESSAGES.lrNumber }).transform((value, ctx) => {
  const normalized = normalizeLrNumber(value);
  if (normalized === null) {
    ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.lrNumber, input: value });
    return z.NEVER;
  }
  return normalized;
});

/** The optional form field: missing, null or blank → undefined; otherwise the rule above. */
export const OptionalLrNumberSchema = z
  .string({ error: FIELD_MESSAGES.lrNumber })
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? undefined : value))
  .pipe(LrNumberSchema.optional());
