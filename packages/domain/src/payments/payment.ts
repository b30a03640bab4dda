import { z } from 'zod';
import { PAYMENT_MESSAGES as M } from './messages.ts';
import { toDarajaPhone } from './payer-phone.ts';

/** How money reached the firm: M-Pesa through Thamani, or recorded by an admin from the bank. */
export const PAYMENT_METHODS = ['mpesa', 'bank_transfer', 'rtgs', 'cheque'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
  rtgs: 'RTGS',
  cheque: 'Cheque',
};

/** A payment waits for the payer's phone, then is paid or failed; a recorded one is paid at once. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PaymentSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amount: z.number().int().nonnegative(),
  /** The payer's number, partly hidden (0712 *** 678); null for a payment recorded from the bank. */
  phone: z.string().nullable(),
  /** M-Pesa's receipt number, or the bank's reference. */
  reference: z.string().nullable(),
  /** What became of it in the payer's words (a failure says why), and whether asking again may work. */
  message: z.string().nullable(),
  canRetry: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  settledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** POST /api/invoices/:id/mpesa: the Safaricom number to send the prompt to (any Kenyan way of writing it). */
export const PayByMpesaBodySchema = z.object({
  phone: z
    .string({ error: M.phone })
    .trim()
    .refine((value) => toDarajaPhone(value) !== null, { error: M.phone }),
});
export type PayByMpesaBody = z.output<typeof PayByMpesaBodySchema>;

/** POST /api/admin/invoices/:id/payments: money that reached the firm's bank, recorded by an admin. */
export const RecordPaymentBodySchema = z.object({
  method: z.enum(['bank_transfer', 'rtgs', 'cheque'], { error: M.recordMethod }),
  reference: z
    .string({ error: M.recordReference })
    .trim()
    .min(3, { error: M.recordReference })
    .max(60, { error: M.recordReference }),
  amount: z.number({ error: M.recordAmount }).int({ error: M.recordAmount }).min(1, { error: M.recordAmount }),
});
export type RecordPaymentBody = z.output<typeof RecordPaymentBodySchema>;

/** A phone as a receipt shows it: the first four and last three digits. */
export function maskPhone(daraja: string): string {
  const local = `0${daraja.slice(3)}`;
  return `${local.slice(0, 4)} *** ${local.slice(-3)}`;
}
