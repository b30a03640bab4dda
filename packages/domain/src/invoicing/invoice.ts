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

/** Where an invoice stands with KRA's eTIMS: not set up, on its way, signed by the control unit, or refused. */
export const INVOICE_ETIMS_STATES = ['off', 'pending', 'signed', 'failed'] as const;
export const InvoiceEtimsStateSchema = z.enum(INVOICE_ETIMS_STATES);
export type InvoiceEtimsState = z.infer<typeof InvoiceEtimsStateSchema>;

/**
 * The control unit's receipt an invoice carries once eTIMS has signed it, with the QR code's link
 * (null until signed, and while eTIMS is not set up); `message` says what the firm should know
 * (eTIMS off, not answering, the refusal, or the receipt).
 */
export const InvoiceEtimsSchema = z.object({
  state: InvoiceEtimsStateSchema,
  message: z.string().nullable(),
  controlUnitSerial: z.string().nullable(),
  receiptNumber: z.number().int().nonnegative().nullable(),
  signature: z.string().nullable(),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  qrUrl: z.url().nullable(),
});
export type InvoiceEtims = z.infer<typeof InvoiceEtimsSchema>;

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
  /** Its passage through KRA's eTIMS (docs/invoicing.md). */
  etims: InvoiceEtimsSchema.optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
