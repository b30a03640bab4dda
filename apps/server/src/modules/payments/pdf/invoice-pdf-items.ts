import type { FeeQuote } from '@thamani/domain/fees';
import { etimsLinesFromQuote, splitTax } from '@thamani/domain/invoicing';

/** One item of the invoice as eTIMS is sent it: whole shillings before tax, its VAT, and after tax. */
export interface InvoicePdfItem {
  description: string;
  taxableAmount: number;
  /** Basis points; null when the firm is not registered for VAT (eTIMS band D, non-VAT). */
  vatRateBp: number | null;
  vatAmount: number;
  amount: number;
}

/**
 * The invoice's items as the eTIMS job sends them (etimsLinesFromQuote): the valuation fee, and
 * the disbursements as one line. The VAT is worked once on their sum and shared out (splitTax),
 * so the items add up to the invoice's VAT and total to the shilling.
 */
export function invoicePdfItems(fee: Pick<FeeQuote, 'fee' | 'disbursementTotal' | 'vat'>): InvoicePdfItem[] {
  const lines = etimsLinesFromQuote(fee);
  const tax = splitTax(
    lines.map((line) => line.unitPrice),
    fee.vat?.rateBp ?? 0,
  );
  return lines.map((line, i) => {
    const vatAmount = tax.perLine[i] ?? 0;
    return {
      description: line.item.name,
      taxableAmount: line.unitPrice,
      vatRateBp: fee.vat ? fee.vat.rateBp : null,
      vatAmount,
      amount: line.unitPrice + vatAmount,
    };
  });
}
