import { assertWholeShillings, BASIS_POINTS_PER_WHOLE, shareOf } from '../fees/shillings.ts';

/**
 * The tax of a band is worked out once, on the band's whole taxable amount, rounded to the
 * shilling half up, as the fee quote works its VAT on the subtotal, so the invoice's tax is the
 * quote's. eTIMS also wants each line's tax: the band's tax is shared among its lines by the
 * largest remainder, so the lines add up to the band exactly and no line is off by more than
 * a shilling from its own exact share.
 */
export function splitTax(amounts: readonly number[], rateBp: number): { total: number; perLine: number[] } {
  amounts.forEach((amount) => assertWholeShillings(amount, 'A line’s taxable amount'));
  const taxable = amounts.reduce((sum, amount) => sum + amount, 0);
  const total = shareOf(taxable, rateBp);
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  const exact = amounts.map((amount) => BigInt(amount) * BigInt(rateBp));
  const perLine = exact.map((share) => Number(share / whole));
  let left = total - perLine.reduce((sum, tax) => sum + tax, 0);
  // Largest remainder first; on a tie, the earlier line.
  const order = exact
    .map((share, index) => ({ index, remainder: share % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index, remainder } of order) {
    if (left === 0 || remainder === 0n) {
      break;
    }
    perLine[index] = (perLine[index] ?? 0) + 1;
    left -= 1;
  }
  return { total, perLine };
}
