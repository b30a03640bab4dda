import { z } from 'zod';

/** Where an invoice stands with KRA's eTIMS: not set up, on its way, signed by the control unit, or refused. */
export const INVOICE_ETIMS_STATES = ['off', 'pending', 'signed', 'failed'] as const;
export const InvoiceEtimsStateSchema = z.enum(INVOICE_ETIMS_STATES);
export type InvoiceEtimsState = z.infer<typeof InvoiceEtimsStateSchema>;

/**
 * The control unit's receipt an invoice carries once eTIMS has signed it, with the QR code's link
 * (null until signed, and while eTIMS is not set up); `message` says what the firm should know
 * (eTIMS off, not answering, the refusal, or the receipt). A credit note carries the same.
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
