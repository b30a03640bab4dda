import { z } from 'zod';
import { FeeComparisonSchema, FeeLineSchema } from '../fees/contract.ts';
import { RequestReferenceSchema } from '../request-reference.ts';
import { PaymentSchema } from '../payments/payment.ts';
import { PaymentTermsSchema } from '../fees/payment-terms.ts';
import { CreditNoteSchema } from './credit-note.ts';
import { InvoiceEtimsSchema } from './etims-state.ts';

/** An invoice's place in the firm's one series: issued, then paid in full (or credited by a credit note). */
export const INVOICE_STATUSES = ['issued', 'paid', 'credited'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: 'Awaiting payment',
  paid: 'Paid',
  credited: 'Cancelled by credit note',
};

/**
 * What an invoice bills: the final fee on approval; an advance on the quote, with the order, when
 * the client pays before the visit; the balance of the final fee over that advance, on approval.
 */
export const INVOICE_KINDS = ['final', 'advance', 'balance'] as const;
export const InvoiceKindSchema = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKindSchema>;

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  final: 'Valuation fee',
  advance: 'Advance on the quoted fee',
  balance: 'Balance of the final fee',
};

/** The firm's series: INV-000042. Gapless — a number is taken in the transaction that issues the invoice. */
export function formatInvoiceNumber(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}

const Shillings = z.number().int().nonnegative();

/**
 * An invoice as the client and the firm read it: who sells and who buys (KRA PINs where known),
 * the lines of the final fee's working, VAT, the total, what has been paid and what is owed, how
 * the final fee compares with the quote the client saw, and its payments. Never edited once
 * issued: a correction is a credit note.
 */
export const InvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: InvoiceStatusSchema,
  /** The final fee, an advance on the quote, or the balance of the final fee over the advance. */
  kind: InvoiceKindSchema,
  /** When the firm asked this client to pay (the terms for its kind of client when issued). */
  terms: PaymentTermsSchema,
  requestId: z.uuid(),
  requestReference: RequestReferenceSchema,
  issuedAt: z.iso.datetime({ offset: true }),
  seller: z.object({ name: z.string(), kraPin: z.string().nullable() }),
  buyer: z.object({ name: z.string(), kraPin: z.string().nullable() }),
  lines: z.array(FeeLineSchema),
  subtotal: Shillings,
  vat: z.object({ rateBp: z.number().int(), amount: Shillings }).nullable(),
  total: Shillings,
  paid: Shillings,
  /** What its credit notes credit, VAT included. */
  credited: Shillings,
  /** What is still owed: the total less what is paid and what is credited, never below 0. */
  balance: Shillings,
  /** What the firm owes the client back where what was paid and credited exceed the total. */
  refundDue: Shillings,
  /** The final fee against the quote the client saw when ordering; null when no value was given then. */
  comparison: FeeComparisonSchema.nullable(),
  /** Whether the client must pay before the report can be downloaded. */
  payBeforeRelease: z.boolean(),
  payments: z.array(PaymentSchema),
  /** The credit notes that correct it, oldest first. */
  creditNotes: z.array(CreditNoteSchema),
  /** Its passage through KRA's eTIMS (docs/invoicing.md). */
  etims: InvoiceEtimsSchema.optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
