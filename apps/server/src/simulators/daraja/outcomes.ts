import { randomInt } from 'node:crypto';
import { MPESA_RESULT_CODES, stkTimestamp } from '@thamani/domain/payments';

/** What a tester (or the phone page) does with a prompt. */
export const PROMPT_ACTIONS = ['approve', 'decline', 'insufficient', 'unreachable', 'expire'] as const;
export type PromptAction = (typeof PROMPT_ACTIONS)[number];

/** The PIN the simulated phone treats as wrong; any other four digits is right. */
export const WRONG_PIN = '0000';

export interface PromptResult {
  code: number;
  desc: string;
}

/** The ResultCode and ResultDesc M-Pesa gives each ending of a prompt, as Daraja writes them. */
export const RESULTS = {
  paid: { code: MPESA_RESULT_CODES.paid, desc: 'The service request is processed successfully.' },
  wrongPin: { code: MPESA_RESULT_CODES.wrongPin, desc: 'The initiator information is invalid.' },
  cancelled: { code: MPESA_RESULT_CODES.cancelled, desc: 'Request cancelled by user' },
  insufficientFunds: {
    code: MPESA_RESULT_CODES.insufficientFunds,
    desc: 'The balance is insufficient for the transaction.',
  },
  unreachable: { code: MPESA_RESULT_CODES.unreachable, desc: 'DS timeout user cannot be reached' },
  expired: { code: MPESA_RESULT_CODES.expired, desc: 'Transaction has expired' },
} as const satisfies Record<string, PromptResult>;

/** The result of an action; approving takes the PIN the payer typed. */
export function resultOf(action: PromptAction, pin: string | undefined): PromptResult {
  switch (action) {
    case 'approve':
      return pin === WRONG_PIN ? RESULTS.wrongPin : RESULTS.paid;
    case 'decline':
      return RESULTS.cancelled;
    case 'insufficient':
      return RESULTS.insufficientFunds;
    case 'unreachable':
      return RESULTS.unreachable;
    case 'expire':
      return RESULTS.expired;
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;
const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? 'A';
const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** An M-Pesa receipt number as Safaricom writes them ("TKR1ABC2DE"): ten uppercase letters and digits, led by letters. */
export function newReceiptNumber(): string {
  return (
    pick(LETTERS) + pick(LETTERS) + pick(LETTERS) + Array.from({ length: 7 }, () => pick(LETTERS_AND_DIGITS)).join('')
  );
}

/** "29115-34620561-1", as Daraja's MerchantRequestID. */
export function newMerchantRequestId(): string {
  return `${digits(5)}-${digits(8)}-1`;
}

/** "ws_CO_29112026123456123456", as Daraja's CheckoutRequestID (its time, then digits). */
export function newCheckoutRequestId(now: Date): string {
  const t = stkTimestamp(now);
  return `ws_CO_${t.slice(6, 8)}${t.slice(4, 6)}${t.slice(0, 4)}${t.slice(8)}${digits(6)}`;
}

/** The requestId Daraja puts in an error body. */
export function newErrorRequestId(): string {
  return `${digits(5)}-${digits(8)}-1`;
}
