import { z } from 'zod';
import { FeeComparisonSchema, FeeLineSchema } from '../fees/contract.ts';
import { RequestReferenceSchema } from '../request-reference.ts';
import { PaymentSchema } from '../payments/payment.ts';

/** An invoice's place in the firm's one series: issued, then paid in full (or credited by a credit note). */
export const INVOICE_STATUSES = ['issued', 'paid', 'credited'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: 'Awaiting payment',
  paid: 'Paid',
  credited: 'Cancelled by credit note',
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
  balance: Shillings,
  /** The final fee against the quote the client saw when ordering; null when no value was given then. */
  comparison: FeeComparisonSchema.nullable(),
  /** Whether the client must pay before the report can be downloaded. */
  payBeforeRelease: z.boolean(),
  payments: z.array(PaymentSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
