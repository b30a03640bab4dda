import { stkTimestamp } from '@thamani/domain/payments';
import { RESULTS, type PromptResult } from './outcomes.ts';

/** When the simulator sends a prompt's callback: at once, after a delay, twice, or never. */
export type CallbackMode = { kind: 'now' } | { kind: 'delay'; ms: number } | { kind: 'twice' } | { kind: 'never' };

export interface CallbackAttempt {
  at: string;
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  error?: string;
}

/** An STK push on the simulated payer's phone. */
export interface Prompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  /** "2547XXXXXXXX" */
  phone: string;
  amount: number;
  accountReference: string;
  description: string;
  callbackUrl: string;
  createdAt: Date;
  /** Set once the payer (or the clock) answered the prompt. */
  result?: PromptResult & { receiptNumber?: string; completedAt: Date; callbackMode: CallbackMode };
  attempts: CallbackAttempt[];
  /** Callbacks still to be sent. */
  scheduled: number;
}

export function isPending(prompt: Prompt): boolean {
  return prompt.result === undefined;
}

/** The body Daraja POSTs to the CallBackURL: a paid prompt's metadata, or only the code and its words. */
export function callbackBody(prompt: Prompt) {
  const result = prompt.result;
  if (!result) {
    throw new Error('A pending prompt has no callback yet');
  }
  const callback = {
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.desc,
  };
  if (result.code !== RESULTS.paid.code) {
    return { Body: { stkCallback: callback } };
  }
  return {
    Body: {
      stkCallback: {
        ...callback,
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: prompt.amount },
            { Name: 'MpesaReceiptNumber', Value: result.receiptNumber ?? '' },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: Number(stkTimestamp(result.completedAt)) },
            { Name: 'PhoneNumber', Value: Number(prompt.phone) },
          ],
        },
      },
    },
  };
}

/** A prompt as the test API lists it. */
export function describePrompt(prompt: Prompt) {
  return {
    merchantRequestId: prompt.merchantRequestId,
    checkoutRequestId: prompt.checkoutRequestId,
    phone: prompt.phone,
    amount: prompt.amount,
    accountReference: prompt.accountReference,
    description: prompt.description,
    callbackUrl: prompt.callbackUrl,
    createdAt: prompt.createdAt.toISOString(),
    status: prompt.result ? 'done' : 'pending',
    ...(prompt.result
      ? {
          resultCode: prompt.result.code,
          resultDesc: prompt.result.desc,
          receiptNumber: prompt.result.receiptNumber,
          callbackMode: prompt.result.callbackMode,
        }
      : {}),
    callbacks: { attempts: prompt.attempts, scheduled: prompt.scheduled },
  };
}
