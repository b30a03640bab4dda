import { z } from 'zod';
import { fromDarajaPhone } from './payer-phone.ts';
import { MPESA_RESULT_CODES } from './result-codes.ts';
import { parseStkTimestamp } from './stk-password.ts';

/**
 * The body Daraja POSTs to the CallBackURL when an STK push ends. A paid push carries
 * CallbackMetadata (Amount, MpesaReceiptNumber, TransactionDate, PhoneNumber, sometimes a Balance
 * with no Value); any other result carries none.
 */
export const StkCallbackItemSchema = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});
export type StkCallbackItem = z.infer<typeof StkCallbackItemSchema>;

export const StkCallbackSchema = z
  .object({
    MerchantRequestID: z.string().min(1),
    CheckoutRequestID: z.string().min(1),
    ResultCode: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
    ResultDesc: z.string(),
    CallbackMetadata: z.object({ Item: z.array(StkCallbackItemSchema) }).optional(),
  })
  .superRefine((callback, ctx) => {
    if (callback.ResultCode !== MPESA_RESULT_CODES.paid) {
      return;
    }
    const names = new Set(callback.CallbackMetadata?.Item.map((item) => item.Name));
    for (const name of ['Amount', 'MpesaReceiptNumber']) {
      if (!names.has(name)) {
        ctx.addIssue({ code: 'custom', path: ['CallbackMetadata'], message: `A paid callback names its ${name}` });
      }
    }
  });

export const StkCallbackBodySchema = z.object({ Body: z.object({ stkCallback: StkCallbackSchema }) });
export type StkCallbackBody = z.input<typeof StkCallbackBodySchema>;

export interface StkCallbackPayment {
  amount?: number;
  receiptNumber?: string;
  /** When M-Pesa completed it (TransactionDate, read as Nairobi time). */
  transactionDate?: Date;
  /** The payer, "+2547XXXXXXXX". */
  phone?: string;
}

/** What a paid callback's metadata says; an item missing or malformed is left out. */
export function readStkCallbackItems(items: readonly StkCallbackItem[]): StkCallbackPayment {
  const value = (name: string) => items.find((item) => item.Name === name)?.Value;
  const payment: StkCallbackPayment = {};
  const amount = Number(value('Amount'));
  if (Number.isSafeInteger(amount) && amount > 0) {
    payment.amount = amount;
  }
  const receipt = value('MpesaReceiptNumber');
  if (typeof receipt === 'string' && receipt !== '') {
    payment.receiptNumber = receipt;
  }
  const date = value('TransactionDate');
  const transactionDate = date === undefined ? null : parseStkTimestamp(date);
  if (transactionDate) {
    payment.transactionDate = transactionDate;
  }
  const phoneValue = value('PhoneNumber');
  const phone = phoneValue === undefined ? null : fromDarajaPhone(phoneValue);
  if (phone) {
    payment.phone = phone;
  }
  return payment;
}
