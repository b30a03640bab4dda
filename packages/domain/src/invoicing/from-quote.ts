import type { FeeQuote } from '../fees/contract.ts';
import { DISBURSEMENTS_ITEM, VALUATION_FEE_ITEM, type EtimsItem } from './items.ts';
import type { EtimsSaleLineInput } from './sale.ts';

/**
 * An invoice's lines from the fee it bills: the fee, and the disbursements as one line (eTIMS
 * taxes them alike, and one line keeps the band's tax the quote's VAT to the shilling).
 */
export function etimsLinesFromQuote(
  quote: Pick<FeeQuote, 'fee' | 'disbursementTotal'>,
  items: { fee?: EtimsItem; disbursements?: EtimsItem } = {},
): EtimsSaleLineInput[] {
  const lines: EtimsSaleLineInput[] = [{ item: items.fee ?? VALUATION_FEE_ITEM, unitPrice: quote.fee }];
  if (quote.disbursementTotal > 0) {
    lines.push({ item: items.disbursements ?? DISBURSEMENTS_ITEM, unitPrice: quote.disbursementTotal });
  }
  return lines;
}
