/**
 * Valuation fee (Valuers (Forms & Fees) Rules scale): 1% of the first
 * KSh 5,000,000 of the value plus 0.25% of the remainder, never less than KSh 25,000,
 * plus VAT at 16% on the fee. Every amount is whole KSh, rounded half up.
 * Worked example: a KSh 12,500,000 house → 50,000 + 18,750 = 68,750; VAT 11,000; total 79,750.
 */
export const FEE_FIRST_BAND_KSH = 5_000_000;
export const FEE_FIRST_BAND_RATE = 0.01;
export const FEE_REMAINDER_RATE = 0.0025;
export const FEE_MINIMUM_KSH = 25_000;
export const VAT_RATE = 0.16;

export interface ValuationFee {
  /** Professional fee before VAT. */
  fee: number;
  vat: number;
  total: number;
}

/** n / d rounded half up, for n ≥ 0 and d > 0 integers — exact, no floating-point drift. */
function divideRoundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** The fee, VAT and total for a property value in KSh (rounded to whole KSh first). */
export function valuationFee(valueKsh: number): ValuationFee {
  if (!Number.isFinite(valueKsh) || valueKsh < 0) {
    throw new RangeError(`The property value must be a non-negative amount in KSh, got ${valueKsh}`);
  }
  const value = Math.round(valueKsh);
  const firstBand = Math.min(value, FEE_FIRST_BAND_KSH);
  const remainder = value - firstBand;
  // 1% = 4/400 and 0.25% = 1/400: one integer numerator over 400 keeps the sum exact.
  const scaleFee = divideRoundHalfUp(firstBand * 4 + remainder, 400);
  const fee = Math.max(scaleFee, FEE_MINIMUM_KSH);
  // 16% = 16/100.
  const vat = divideRoundHalfUp(fee * 16, 100);
  return { fee, vat, total: fee + vat };
}
