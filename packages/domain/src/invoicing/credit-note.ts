import { z } from 'zod';
import { assertWholeShillings, BASIS_POINTS_PER_WHOLE } from '../fees/shillings.ts';
import { KRA_PIN_PATTERN } from '../firm.ts';
import { formatKsh } from '../money.ts';
import { CREDIT_NOTE_MESSAGES as M } from './credit-note-messages.ts';
import { InvoiceEtimsSchema } from './etims-state.ts';
import { INVOICING_MESSAGES } from './messages.ts';

/**
 * A credit note corrects an issued invoice, which is never edited: it credits part or all of the
 * invoice's total (VAT included), with the reason. Credit notes have their own gapless series per
 * firm, CN-000001, taken in the transaction that issues them. An invoice credited in full is
 * cancelled (`credited`) and may then be replaced by a new invoice.
 */

export const CREDIT_NOTE_REASON_MIN_LENGTH = 20;
export const CREDIT_NOTE_REASON_MAX_LENGTH = 500;
export const INVOICE_BUYER_NAME_MAX_LENGTH = 200;

/** The firm's credit note series: CN-000042. */
export function formatCreditNoteNumber(n: number): string {
  return `CN-${String(n).padStart(6, '0')}`;
}

const Shillings = z.number().int().nonnegative();

/** A credit note as the client and the firm read it, with its passage through eTIMS (as an invoice's). */
export const CreditNoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  invoiceId: z.uuid(),
  /** The number of the invoice it corrects, INV-000042. */
  invoiceNumber: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  reason: z.string(),
  subtotal: Shillings,
  vat: z.object({ rateBp: z.number().int().nonnegative(), amount: Shillings }).nullable(),
  /** What it credits, VAT included: subtotal + VAT. */
  total: Shillings,
  etims: InvoiceEtimsSchema.optional(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

const reasonTooShort = () => M.reasonTooShort(CREDIT_NOTE_REASON_MIN_LENGTH);

/** POST /api/admin/invoices/:id/credit-notes: how much to credit, VAT included, and why. */
export const IssueCreditNoteBodySchema = z.object({
  amount: z.number({ error: M.amount }).int({ error: M.amount }).min(1, { error: M.amount }),
  reason: z
    .string({ error: reasonTooShort })
    .trim()
    .min(CREDIT_NOTE_REASON_MIN_LENGTH, { error: reasonTooShort })
    .max(CREDIT_NOTE_REASON_MAX_LENGTH, { error: () => M.reasonTooLong(CREDIT_NOTE_REASON_MAX_LENGTH) }),
});
export type IssueCreditNoteBody = z.output<typeof IssueCreditNoteBodySchema>;

/**
 * POST /api/admin/invoices/:id/replacement: the buyer as the new invoice should name them. A field
 * left out keeps the credited invoice's; a blank KRA PIN removes it.
 */
export const ReplaceInvoiceBodySchema = z.object({
  buyerName: z
    .string({ error: M.buyerName })
    .trim()
    .min(2, { error: M.buyerName })
    .max(INVOICE_BUYER_NAME_MAX_LENGTH, { error: M.buyerName })
    .optional(),
  buyerPin: z
    .string({ error: INVOICING_MESSAGES.buyerPin })
    .trim()
    .toUpperCase()
    .refine((pin) => pin === '' || KRA_PIN_PATTERN.test(pin), { error: INVOICING_MESSAGES.buyerPin })
    .transform((pin) => (pin === '' ? null : pin))
    .nullish(),
});
export type ReplaceInvoiceBody = z.output<typeof ReplaceInvoiceBodySchema>;

/** What an invoice bills, as a credit reads it. */
export interface CreditedInvoice {
  subtotal: number;
  vat: { rateBp: number; amount: number } | null;
  total: number;
}

/** A credit note already issued against the invoice. */
export interface EarlierCredit {
  subtotal: number;
  vatAmount: number;
  total: number;
}

export const creditedOf = (earlier: readonly Pick<EarlierCredit, 'total'>[]): number =>
  earlier.reduce((sum, note) => sum + note.total, 0);

/** What is left to credit on an invoice: its total less the credit notes already issued against it. */
export function creditableOf(invoice: Pick<CreditedInvoice, 'total'>, credited: number): number {
  return Math.max(0, invoice.total - credited);
}

/** Why this amount cannot be credited, in the admin's words; null when it can. */
export function creditAmountProblem(amount: number, creditable: number): string | null {
  if (creditable <= 0) {
    return M.fullyCredited;
  }
  return amount > creditable ? M.tooMuch(formatKsh(creditable)) : null;
}

/**
 * How far a credit's VAT is from its rate on its subtotal, in ten-thousandths of a shilling
 * (eTIMS accepts a band whose tax is within a shilling of it: ±10,000).
 */
const vatDrift = (subtotal: number, vat: number, rateBp: number) => vat * BASIS_POINTS_PER_WHOLE - subtotal * rateBp;
const withinAShilling = (drift: number) => Math.abs(drift) <= BASIS_POINTS_PER_WHOLE;

/**
 * A credit's VAT split. A credit of everything left takes what is left of the invoice's subtotal
 * and of its VAT, so an invoice's credit notes add up to its subtotal and VAT exactly. Any other
 * credit is split at the rate: its VAT as near the rate on its subtotal as whole shillings allow
 * — always within a shilling, as eTIMS wants a band's tax — rounded whichever way keeps the credit
 * notes' VAT together as near the rate as the invoice's own VAT is, so that what is left stays
 * true to the rate too, and neither part exceeds what is left of it on the invoice. (Should what is left ever be more than
 * a shilling off the rate, the last credit is split at the rate like any other.) Throws a RangeError for an amount that is not whole
 * shillings of 1 or more, or more than is left (callers check first).
 */
export function splitCredit(
  amount: number,
  invoice: CreditedInvoice,
  earlier: readonly EarlierCredit[],
): { subtotal: number; vat: { rateBp: number; amount: number } | null; total: number } {
  assertWholeShillings(amount, 'The amount to credit');
  const left = creditableOf(invoice, creditedOf(earlier));
  if (amount < 1 || amount > left) {
    throw new RangeError(`A credit must be between KSh 1 and the KSh ${left} left to credit, got ${amount}`);
  }
  if (!invoice.vat) {
    return { subtotal: amount, vat: null, total: amount };
  }
  const { rateBp } = invoice.vat;
  const subtotalLeft = Math.max(0, invoice.subtotal - earlier.reduce((sum, note) => sum + note.subtotal, 0));
  const vatLeft = Math.max(0, invoice.vat.amount - earlier.reduce((sum, note) => sum + note.vatAmount, 0));
  const split = (subtotal: number) => ({ subtotal, vat: { rateBp, amount: amount - subtotal }, total: amount });
  if (amount === subtotalLeft + vatLeft && withinAShilling(vatDrift(subtotalLeft, vatLeft, rateBp))) {
    return split(subtotalLeft);
  }
  // What is left is true to the rate while the credit notes' drift stays near the invoice's own.
  const driftSoFar =
    earlier.reduce((sum, note) => sum + vatDrift(note.subtotal, note.vatAmount, rateBp), 0) -
    vatDrift(invoice.subtotal, invoice.vat.amount, rateBp);
  const below = Math.floor((amount * BASIS_POINTS_PER_WHOLE) / (BASIS_POINTS_PER_WHOLE + rateBp));
  const fits = (subtotal: number) => subtotal <= subtotalLeft && amount - subtotal <= vatLeft;
  const drift = (subtotal: number) => Math.abs(driftSoFar + vatDrift(subtotal, amount - subtotal, rateBp));
  // One of the two is always within a shilling of the rate; one that fits what is left comes first.
  const [best = below] = [below, below + 1]
    .filter((subtotal) => subtotal <= amount && withinAShilling(vatDrift(subtotal, amount - subtotal, rateBp)))
    .sort((a, b) => Number(fits(b)) - Number(fits(a)) || drift(a) - drift(b));
  return split(best);
}

/**
 * Where an invoice stands once its payments and credit notes are counted: what is still owed,
 * and — where what was paid and credited together exceed its total — the refund the firm owes the
 * client. An invoice credited in full is cancelled.
 */
export function invoiceStanding(invoice: { total: number; paid: number; credited: number }): {
  balance: number;
  refundDue: number;
  fullyCredited: boolean;
} {
  return {
    balance: Math.max(0, invoice.total - invoice.credited - invoice.paid),
    refundDue: Math.max(0, invoice.paid + invoice.credited - invoice.total),
    fullyCredited: invoice.credited >= invoice.total,
  };
}
