/**
 * Money in the fee rules is whole Kenyan shillings held as integers, and a rate is in basis
 * points (1 % = 100 bp). No sum is ever made of fractions: a percentage of an amount is worked
 * out exactly and rounded once, to the whole shilling, half up (KSh 12.50 → 13, KSh 12.49 → 12).
 * Each percentage line of a quote (each band, the VAT) is rounded on its own; the lines are then
 * added as integers, so the total is always the sum of the lines the client sees.
 */

/** 100 % in basis points. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Whole shillings: a safe integer of zero or more. */
export function isWholeShillings(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0;
}

/** Throws a RangeError naming `what` unless `amount` is whole shillings (a programming error: schemas stop bad input first). */
export function assertWholeShillings(amount: number, what: string): void {
  if (!isWholeShillings(amount)) {
    throw new RangeError(`${what} must be whole shillings (an integer of 0 or more), got ${amount}`);
  }
}

/**
 * `rateBp` basis points of `amount` shillings, rounded to the whole shilling, half up. Worked in
 * BigInt so a large value times a rate never loses a digit: (2 × amount × rate + 10,000) ÷ 20,000,
 * rounded down, is amount × rate ÷ 10,000 rounded half up.
 */
export function shareOf(amount: number, rateBp: number): number {
  assertWholeShillings(amount, 'The amount');
  assertWholeShillings(rateBp, 'The rate in basis points');
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  return Number((2n * BigInt(amount) * BigInt(rateBp) + whole) / (2n * whole));
}

/** A rate in basis points as a client reads it: 100 → "1%", 25 → "0.25%", 150 → "1.5%", 1600 → "16%". */
export function formatRate(rateBp: number): string {
  const whole = Math.floor(rateBp / 100);
  const hundredths = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return hundredths === '' ? `${whole}%` : `${whole}.${hundredths}%`;
}
