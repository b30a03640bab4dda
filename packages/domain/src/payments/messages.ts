import { formatKsh } from '../money.ts';
import { defineMessages, withParams } from '../messages/define.ts';
import { STK_MAX_AMOUNT, STK_MIN_AMOUNT } from './limits.ts';

/** What a payer reads about an M-Pesa payment: its outcome, and why a payment cannot be asked for. */
export const PAYMENT_MESSAGES = defineMessages('payments', {
  // Outcomes, by M-Pesa result code (result-codes.ts).
  paid: 'Your M-Pesa payment is received. Thank you.',
  cancelled: 'You cancelled the payment on your phone.',
  insufficientFunds: 'Your M-Pesa balance is not enough for this payment.',
  unreachable: 'We could not reach your phone. Check that it is on and has signal, then try again.',
  wrongPin: 'The M-Pesa PIN was wrong.',
  expired: 'The payment request expired before it was confirmed.',
  failed: 'M-Pesa could not complete the payment. Please try again in a few minutes.',

  // Refusals before a payment is asked for.
  phone: 'Enter a Kenyan mobile number registered for M-Pesa, e.g. 0712 345 678.',
  amountWhole: 'The amount to pay by M-Pesa must be in whole shillings.',
  amountTooSmall: `M-Pesa takes at least ${formatKsh(STK_MIN_AMOUNT)} in one payment.`,
  amountTooLarge: `M-Pesa takes at most ${formatKsh(STK_MAX_AMOUNT)} in one payment. Pay the rest in a second payment.`,
  alreadyPaid: 'This invoice is already paid.',
  pushPending: 'A payment prompt for this invoice is already on a phone. Answer it, or wait a minute and try again.',
  mpesaUnavailable: 'M-Pesa is not answering right now. Please try again in a few minutes.',
  mpesaRefused: 'M-Pesa could not send the payment prompt. Check the number and try again.',
  invoiceNotFound: 'Invoice not found.',
  paymentNotFound: 'Payment not found.',
  noInvoice: 'There is no invoice for this request yet: it is issued when the report is approved.',
  payFirst: withParams(
    (p: { amount: string }) => `Report ready — pay ${p.amount} to download.`,
    (amount: string) => ({ amount }),
  ),
  payBeforeVisit: withParams(
    (p: { amount: string; number: string }) =>
      `The site visit is booked once the advance is paid: ${p.amount} owed on invoice ${p.number}.`,
    (amount: string, number: string) => ({ amount, number }),
  ),
  recordMethod: 'Choose how the money was paid: bank transfer, RTGS or cheque.',
  recordReference: 'Enter the bank’s or the cheque’s reference (3 to 60 characters).',
  recordAmount: 'Enter the amount received in whole shillings (at least KSh 1).',
  recordTooMuch: withParams(
    (p: { balance: string }) => `That is more than the ${p.balance} still owed on this invoice.`,
    (balance: string) => ({ balance }),
  ),
  recorded: 'Payment recorded.',
});
