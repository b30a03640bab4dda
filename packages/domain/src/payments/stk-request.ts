import { ACCOUNT_REFERENCE_MAX_LENGTH, STK_MAX_AMOUNT, STK_MIN_AMOUNT, TRANSACTION_DESC_MAX_LENGTH } from './limits.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

/** Why an amount cannot be asked for in one STK push, or null when it can. */
export function checkStkAmount(amount: number): string | null {
  if (!Number.isSafeInteger(amount)) {
    return PAYMENT_MESSAGES.amountWhole;
  }
  if (amount < STK_MIN_AMOUNT) {
    return PAYMENT_MESSAGES.amountTooSmall;
  }
  return amount > STK_MAX_AMOUNT ? PAYMENT_MESSAGES.amountTooLarge : null;
}

export function isStkAmount(amount: number): boolean {
  return checkStkAmount(amount) === null;
}

/**
 * A text as Daraja takes it in a short field: printable ASCII only (the prompt is shown on any
 * handset), spaces run together, cut to `max` characters without a trailing space.
 */
function fitField(text: string, max: number): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)
    .trimEnd();
}

/** The AccountReference the payer sees on the prompt: at most 12 characters. */
export function toAccountReference(text: string): string {
  return fitField(text, ACCOUNT_REFERENCE_MAX_LENGTH);
}

/** The TransactionDesc: at most 13 characters. */
export function toTransactionDesc(text: string): string {
  return fitField(text, TRANSACTION_DESC_MAX_LENGTH);
}
