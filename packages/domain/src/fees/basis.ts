import type { FeeBasisKind, FeeBasisMeasure } from './scale.ts';
import { isWholeShillings } from './shillings.ts';

/** The value a fee is worked on, and which value it is. */
export interface FeeBasis {
  kind: FeeBasisKind;
  amount: number;
}

/** The values a report states, whole shillings; a value the report does not state is absent or null. */
export interface StatedValues {
  market?: number | null;
  forcedSale?: number | null;
  insurance?: number | null;
  annualRent?: number | null;
}

/** The capital values, in the order a tie is settled (the market value first). */
const CAPITAL_VALUES = ['market', 'forcedSale', 'insurance'] as const;

/**
 * The fee is on the highest value the report states: where a report gives several values (market,
 * forced sale, insurance), the fee is worked on the highest of them. A rental valuation's fee is
 * worked on the annual rent. Null when the report states none of them.
 */
export function feeBasis(values: StatedValues, measure: FeeBasisMeasure = 'capitalValue'): FeeBasis | null {
  const kinds = measure === 'annualRent' ? (['annualRent'] as const) : CAPITAL_VALUES;
  let highest: FeeBasis | null = null;
  for (const kind of kinds) {
    const amount = values[kind];
    if (amount === undefined || amount === null) {
      continue;
    }
    if (!isWholeShillings(amount)) {
      throw new RangeError(`The ${kind} value must be whole shillings, got ${amount}`);
    }
    if (highest === null || amount > highest.amount) {
      highest = { kind, amount };
    }
  }
  return highest;
}
