import { BASIS_POINTS_PER_WHOLE } from '../fees/shillings.ts';
import { CREDIT_NOTE_MESSAGES as M } from './credit-note-messages.ts';
import { VALUATION_FEE_ITEM } from './items.ts';
import {
  buildEtimsSale,
  etimsSaleRefusal,
  type EtimsSale,
  type EtimsSaleInput,
  type EtimsSaleLineInput,
} from './sale.ts';

/** What a credit note carries to eTIMS besides what a sale carries. */
export interface EtimsCreditNoteInput extends Omit<EtimsSaleInput, 'creditNoteFor' | 'lines'> {
  /** The eTIMS number of the invoice it corrects (orgInvcNo). */
  originalInvoiceNumber: number;
  /** The lines of the invoice it corrects, as its sale was sent. */
  invoiceLines: readonly EtimsSaleLineInput[];
  /** The credit note's own split: before VAT, and its VAT. */
  credit: { subtotal: number; vatAmount: number };
}

const taxableOf = (lines: readonly EtimsSaleLineInput[]) =>
  lines.reduce((sum, line) => sum + (line.quantity ?? 1) * line.unitPrice, 0);

/**
 * The lines a credit note is sent with: a credit of the invoice's whole subtotal repeats the
 * invoice's lines; any other credit is one line of the invoice's first item (the valuation fee).
 */
function creditLines(input: EtimsCreditNoteInput, whole: boolean): EtimsSaleLineInput[] {
  return whole
    ? [...input.invoiceLines]
    : [{ item: input.invoiceLines[0]?.item ?? VALUATION_FEE_ITEM, unitPrice: input.credit.subtotal }];
}

function saleInput(input: EtimsCreditNoteInput, lines: EtimsSaleLineInput[]): EtimsSaleInput {
  return {
    seller: input.seller,
    invoiceNumber: input.invoiceNumber,
    ...(input.traderInvoiceNumber === undefined ? {} : { traderInvoiceNumber: input.traderInvoiceNumber }),
    creditNoteFor: { invoiceNumber: input.originalInvoiceNumber, reason: 'refund' },
    buyer: input.buyer,
    paymentType: input.paymentType,
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
    vat: input.vat,
    lines,
  };
}

/** The first rule a credit note breaks, as the sentence to show; null when it can be sent. */
export function etimsCreditNoteRefusal(input: EtimsCreditNoteInput): string | null {
  return etimsSaleRefusal(saleInput(input, creditLines(input, false)));
}

/**
 * A credit note as eTIMS is sent it: receipt type R naming the original invoice's eTIMS number,
 * reason "refund", amounts positive like a sale's. The band's tax is the credit note's own VAT,
 * within a shilling of the rate on its subtotal (splitCredit), which may differ by a shilling from
 * the rate rounded: the difference, if any, falls on its one line. Throws a RangeError where the
 * sale cannot be built (see buildEtimsSale) or the VAT is further from the rate than a shilling.
 */
export function buildEtimsCreditNote(input: EtimsCreditNoteInput): EtimsSale {
  const whole = input.credit.subtotal === taxableOf(input.invoiceLines);
  let sale = buildEtimsSale(saleInput(input, creditLines(input, whole)));
  if (sale.totals.taxAmount !== input.credit.vatAmount && sale.lines.length > 1) {
    sale = buildEtimsSale(saleInput(input, creditLines(input, false)));
  }
  const difference = input.credit.vatAmount - sale.totals.taxAmount;
  if (difference === 0) {
    return sale;
  }
  const [line] = sale.lines;
  const band = sale.bands[line?.taxType ?? 'B'];
  const taxAmount = (line?.taxAmount ?? 0) + difference;
  // eTIMS takes a band's tax within a shilling of its rate on the band's taxable amount.
  if (
    !line ||
    Math.abs(taxAmount * BASIS_POINTS_PER_WHOLE - line.taxableAmount * band.rateBp) > BASIS_POINTS_PER_WHOLE
  ) {
    throw new RangeError(M.etimsTaxOff);
  }
  return {
    ...sale,
    lines: [{ ...line, taxAmount, totalAmount: line.taxableAmount + taxAmount }],
    bands: { ...sale.bands, [line.taxType]: { ...band, taxAmount } },
    totals: { ...sale.totals, taxAmount, amount: sale.totals.taxableAmount + taxAmount },
  };
}
