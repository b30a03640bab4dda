import { PAYMENT_MESSAGES } from './messages.ts';

/** What became of an STK push, as the payer's phone answered it. */
export type MpesaOutcome =
  'paid' | 'cancelled' | 'insufficientFunds' | 'unreachable' | 'wrongPin' | 'expired' | 'failed';

export interface MpesaResult {
  readonly outcome: MpesaOutcome;
  /** The sentence the payer reads. */
  readonly message: string;
  /** Whether asking again (a new push) may succeed. */
  readonly canRetry: boolean;
}

/** M-Pesa's result codes for an STK push (the callback's and stkpushquery's ResultCode). */
export const MPESA_RESULT_CODES = {
  paid: 0,
  insufficientFunds: 1,
  cancelled: 1032,
  unreachable: 1037,
  expired: 1019,
  wrongPin: 2001,
} as const satisfies Partial<Record<MpesaOutcome, number>>;

const RESULTS: Readonly<Record<MpesaOutcome, MpesaResult>> = {
  paid: { outcome: 'paid', message: PAYMENT_MESSAGES.paid, canRetry: false },
  cancelled: { outcome: 'cancelled', message: PAYMENT_MESSAGES.cancelled, canRetry: true },
  insufficientFunds: { outcome: 'insufficientFunds', message: PAYMENT_MESSAGES.insufficientFunds, canRetry: true },
  unreachable: { outcome: 'unreachable', message: PAYMENT_MESSAGES.unreachable, canRetry: true },
  wrongPin: { outcome: 'wrongPin', message: PAYMENT_MESSAGES.wrongPin, canRetry: true },
  expired: { outcome: 'expired', message: PAYMENT_MESSAGES.expired, canRetry: true },
  // 1025 (the prompt could not be sent), 9999 (M-Pesa's own error) and any code not listed.
  failed: { outcome: 'failed', message: PAYMENT_MESSAGES.failed, canRetry: true },
};

const OUTCOME_OF_CODE = new Map<number, MpesaOutcome>(
  Object.entries(MPESA_RESULT_CODES).map(([outcome, code]) => [code, outcome as MpesaOutcome]),
);

/** The outcome of a result code; a code M-Pesa adds later reads as a general failure. */
export function describeMpesaResult(resultCode: number): MpesaResult {
  return RESULTS[OUTCOME_OF_CODE.get(resultCode) ?? 'failed'];
}

export function isMpesaPaid(resultCode: number): boolean {
  return resultCode === MPESA_RESULT_CODES.paid;
}
