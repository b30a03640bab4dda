import { assertWholeShillings } from '../fees/shillings.ts';
import type { VatSetting } from '../fees/quote.ts';
import { KRA_PIN_PATTERN } from '../firm.ts';
import type { EtimsItem } from './items.ts';
import { INVOICING_MESSAGES as M } from './messages.ts';
import { splitTax } from './tax-split.ts';
import { ETIMS_TAX_TYPE_LETTERS, ETIMS_TAX_TYPES, taxTypeForFirm, type EtimsTaxType } from './tax-types.ts';

/** eTIMS's receipt types: S a sale, R a credit note after a sale. */
export type EtimsReceiptType = 'S' | 'R';

/** eTIMS's payment types (code list "Payment Type"). */
export const ETIMS_PAYMENT_TYPES = {
  cash: '01',
  credit: '02',
  cashCredit: '03',
  bankCheque: '04',
  card: '05',
  mobileMoney: '06',
  other: '07',
} as const;
export type EtimsPaymentType = keyof typeof ETIMS_PAYMENT_TYPES;

/** eTIMS's reasons for a credit note (code list "Credit Note Reason"); a valuation's is a refund. */
export const ETIMS_CREDIT_NOTE_REASONS = {
  missingQuantity: '01',
  missingData: '02',
  damaged: '03',
  wasted: '04',
  rawMaterialShortage: '05',
  refund: '06',
} as const;
export type EtimsCreditNoteReason = keyof typeof ETIMS_CREDIT_NOTE_REASONS;

/** An eTIMS branch id: two digits, 00 the head office. */
export const ETIMS_BRANCH_ID_PATTERN = /^\d{2}$/;

export interface EtimsSaleLine {
  /** 1, 2, 3… in the order printed. */
  seq: number;
  item: EtimsItem;
  quantity: number;
  /** Whole shillings before tax. */
  unitPrice: number;
  /** Quantity × unit price: what is taxed (no discounts are given). */
  taxableAmount: number;
  taxType: EtimsTaxType;
  taxAmount: number;
  /** Taxable amount plus tax. */
  totalAmount: number;
}

export interface EtimsBand {
  rateBp: number;
  taxableAmount: number;
  taxAmount: number;
}

/**
 * Everything an invoice (or a credit note) carries to eTIMS. Money is whole shillings; a credit
 * note's amounts are positive like a sale's: its receipt type R and the original invoice number
 * say that it takes money back.
 */
export interface EtimsSale {
  seller: { pin: string; branchId: string };
  /** The firm's eTIMS series: 1, 2, 3… for this branch and device, credit notes included. */
  invoiceNumber: number;
  /** The number printed on the firm's invoice (e.g. INV-2025-0042). */
  traderInvoiceNumber: string;
  receiptType: EtimsReceiptType;
  /** For a credit note, the invoice number it corrects; null for a sale. */
  originalInvoiceNumber: number | null;
  creditNoteReason: EtimsCreditNoteReason | null;
  buyer: { pin: string | null; name: string };
  paymentType: EtimsPaymentType;
  /** When the invoice was issued (read as Nairobi time). */
  issuedAt: Date;
  /** Who issued it (eTIMS's registrant and modifier). */
  issuedBy: { id: string; name: string };
  lines: EtimsSaleLine[];
  bands: Record<EtimsTaxType, EtimsBand>;
  totals: { taxableAmount: number; taxAmount: number; amount: number };
}

export interface EtimsSaleLineInput {
  item: EtimsItem;
  quantity?: number;
  unitPrice: number;
}

export interface EtimsSaleInput {
  seller: { pin: string; branchId: string };
  invoiceNumber: number;
  traderInvoiceNumber?: string;
  /** A credit note names the invoice it corrects; a sale names none. */
  creditNoteFor?: { invoiceNumber: number; reason?: EtimsCreditNoteReason } | null;
  buyer: { pin?: string | null; name: string };
  paymentType: EtimsPaymentType;
  issuedAt: Date;
  issuedBy: { id: string; name: string };
  /** The firm's VAT registration decides the band of every line: B (16 %) or D (non-VAT). */
  vat: VatSetting;
  lines: readonly EtimsSaleLineInput[];
}

/** The first rule an input breaks, as the sentence to show; null when it can be sent. */
export function etimsSaleRefusal(input: EtimsSaleInput): string | null {
  if (!KRA_PIN_PATTERN.test(input.seller.pin)) {
    return M.sellerPin;
  }
  if (!ETIMS_BRANCH_ID_PATTERN.test(input.seller.branchId)) {
    return M.branchId;
  }
  if (!Number.isSafeInteger(input.invoiceNumber) || input.invoiceNumber < 1) {
    return M.invoiceNumber;
  }
  const original = input.creditNoteFor?.invoiceNumber;
  if (original !== undefined && (!Number.isSafeInteger(original) || original < 1 || original === input.invoiceNumber)) {
    return M.creditNoteOriginal;
  }
  if (input.buyer.pin && !KRA_PIN_PATTERN.test(input.buyer.pin)) {
    return M.buyerPin;
  }
  return input.lines.length === 0 ? M.noLines : null;
}

/**
 * The sale eTIMS is sent, with its tax worked band by band (see splitTax). Throws a RangeError for
 * an input `etimsSaleRefusal` refuses, or an amount that is not whole shillings: callers check
 * first, so reaching it is a programming error.
 */
export function buildEtimsSale(input: EtimsSaleInput): EtimsSale {
  const refusal = etimsSaleRefusal(input);
  if (refusal) {
    throw new RangeError(refusal);
  }
  const taxType = taxTypeForFirm(input.vat);
  const rateBp = ETIMS_TAX_TYPES[taxType].rateBp;
  const taxable = input.lines.map((line) => {
    const quantity = line.quantity ?? 1;
    assertWholeShillings(line.unitPrice, 'A line’s unit price');
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new RangeError(`A line's quantity must be a whole number of 1 or more, got ${quantity}`);
    }
    return quantity * line.unitPrice;
  });
  const tax = splitTax(taxable, rateBp);
  const lines = input.lines.map((line, i): EtimsSaleLine => {
    const taxableAmount = taxable[i] ?? 0;
    const taxAmount = tax.perLine[i] ?? 0;
    return {
      seq: i + 1,
      item: line.item,
      quantity: line.quantity ?? 1,
      unitPrice: line.unitPrice,
      taxableAmount,
      taxType,
      taxAmount,
      totalAmount: taxableAmount + taxAmount,
    };
  });
  const taxableAmount = taxable.reduce((sum, amount) => sum + amount, 0);
  const bands = Object.fromEntries(
    ETIMS_TAX_TYPE_LETTERS.map((letter) => [
      letter,
      letter === taxType
        ? { rateBp, taxableAmount, taxAmount: tax.total }
        : { rateBp: ETIMS_TAX_TYPES[letter].rateBp, taxableAmount: 0, taxAmount: 0 },
    ]),
  ) as Record<EtimsTaxType, EtimsBand>;
  const creditNote = input.creditNoteFor ?? null;
  return {
    seller: { ...input.seller },
    invoiceNumber: input.invoiceNumber,
    traderInvoiceNumber: input.traderInvoiceNumber ?? String(input.invoiceNumber),
    receiptType: creditNote ? 'R' : 'S',
    originalInvoiceNumber: creditNote?.invoiceNumber ?? null,
    creditNoteReason: creditNote ? (creditNote.reason ?? 'refund') : null,
    buyer: { pin: input.buyer.pin || null, name: input.buyer.name },
    paymentType: input.paymentType,
    issuedAt: input.issuedAt,
    issuedBy: { ...input.issuedBy },
    lines,
    bands,
    totals: { taxableAmount, taxAmount: tax.total, amount: taxableAmount + tax.total },
  };
}
