import { VERIFY_CODE_PATTERN } from '@thamani/domain/reports';

/**
 * A code as a person types or reads it off a printed page, in the form the server knows
 * (`XXXXX-XXXXX`, Crockford base-32): case, spaces and dashes do not matter, and the letters
 * Crockford reads as digits (O → 0, I and L → 1) are read that way. Null when it cannot be a code.
 */
export function normalizeVerifyCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== 10) {
    return null;
  }
  const code = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return VERIFY_CODE_PATTERN.test(code) ? code : null;
}
