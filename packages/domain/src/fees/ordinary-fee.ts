import { KENYA_VAT_RATE_BP } from './limits.ts';
import { quoteFee } from './quote.ts';
import { BASIS_POINTS_PER_WHOLE } from './shillings.ts';
import { VALUERS_RULES_SCALE } from './valuers-rules.data.ts';

/**
 * The ordinary valuation's fee in one call — scale fee, VAT at 16 % as for a registered firm, and
 * the total, no disbursements — and its figures as plain numbers, read from the scale's data so
 * no figure is written twice (the signed-out chat's answer to "What does a valuation cost?").
 */

const ordinary = VALUERS_RULES_SCALE.categories.ordinary;
const [firstBand, remainderBand] = ordinary.bands;
if (!firstBand || firstBand.to === null || !remainderBand) {
  throw new Error('The ordinary scale has a first band and a remainder');
}

/** The top of the first band, whole KSh. */
export const FEE_FIRST_BAND_KSH: number = firstBand.to;
/** The first band's rate as a fraction (0.01 = 1 %), for words; sums use basis points. */
export const FEE_FIRST_BAND_RATE = firstBand.rateBp / BASIS_POINTS_PER_WHOLE;
export const FEE_REMAINDER_RATE = remainderBand.rateBp / BASIS_POINTS_PER_WHOLE;
export const FEE_MINIMUM_KSH = ordinary.minimum;
export const VAT_RATE = KENYA_VAT_RATE_BP / BASIS_POINTS_PER_WHOLE;

export interface ValuationFee {
  /** Professional fee before VAT. */
  fee: number;
  vat: number;
  total: number;
}

/** The ordinary fee, VAT and total for a property value in KSh (rounded to whole KSh first). */
export function valuationFee(valueKsh: number): ValuationFee {
  if (!Number.isFinite(valueKsh) || valueKsh < 0) {
    throw new RangeError(`The property value must be a non-negative amount in KSh, got ${valueKsh}`);
  }
  const quote = quoteFee({
    scale: VALUERS_RULES_SCALE,
    category: 'ordinary',
    basisValue: Math.round(valueKsh),
    vat: { registered: true, rateBp: KENYA_VAT_RATE_BP },
  });
  return { fee: quote.fee, vat: quote.vat?.amount ?? 0, total: quote.total };
}
