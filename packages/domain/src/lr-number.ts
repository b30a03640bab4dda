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

/**
 * "LR", "L.R.", "LR No.", "L.R. No." or "No." written before a number ("LR No.209/1234"), in any
 * case and spacing. The server's SQL key expression for property search repeats this pattern;
 * keep the two identical.
 */
export const LR_PREFIX = /^(?:L\.? ?R\.? ?(?:No\.?)?|No\.?) ?(?=\d)/i;

const tidySpaces = (value: string) =>
  value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/');

/**
 * An LR number as printed to people, everywhere (screens, report PDF, e-mails): a land-reference
 * number reads "LR No. 209/12345" whether it was entered as "209/12345", "LR 209/12345" or
 * "l.r. no.209/12345", so the prefix is never doubled; a registry form ("Nairobi/Block 82/1234",
 * "MN/I/1234") carries no LR prefix and prints as entered, spacing tidied.
 */
export function formatLrNumber(value: string): string {
  const tidy = tidySpaces(value);
  const bare = tidy.replace(LR_PREFIX, '');
  return /^\d/.test(bare) ? `LR No. ${bare}` : tidy;
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
