import type { PaymentStatus } from '@thamani/domain/payments';

/**
 * The labels, headings and hints of the invoice and payment screens. Sentences the server may also
 * say — a payment's outcome, refusals, "Report ready — pay KSh … to download." — are the domain's
 * PAYMENT_MESSAGES.
 */
export const PAYMENT_SCREEN_TEXTS = {
  // The invoice card.
  invoiceTitle: 'Invoice',
  number: 'Number',
  status: 'Status',
  issued: 'Issued',
  seller: 'From',
  buyer: 'To',
  kraPin: (pin: string) => `KRA PIN ${pin}`,
  linesCaption: 'What the invoice charges',
  line: 'Line',
  amount: 'Amount',
  paid: 'Paid',
  balance: 'Still to pay',
  againstQuote: 'Against the quote',
  payments: 'Payments',
  receipt: 'Receipt',
  reference: 'Reference',

  // Paying by M-Pesa.
  payWithMpesa: 'Pay with M-Pesa',
  payDescription: (amount: string) =>
    `We send a payment request for ${amount} to this phone; you confirm it with your M-Pesa PIN.`,
  phoneLabel: 'M-Pesa phone number',
  sendRequest: 'Send payment request',
  sending: 'Sending…',
  checkPhone: 'Check your phone',
  enterPin: (phone: string) => `Enter your M-Pesa PIN on ${phone} to confirm the payment.`,
  waiting: 'Waiting for M-Pesa…',
  stillWaiting: 'M-Pesa has not answered yet. If you paid, the payment shows on the invoice in a few minutes.',
  checkAgain: 'Check again',
  simulatedPhone: 'Open the simulated phone',
  mpesaReceipt: (receipt: string) => `M-Pesa receipt ${receipt}`,
  tryAgain: 'Try again',
  done: 'Done',

  // An admin recording money received at the bank.
  recordPayment: 'Record a bank payment',
  recordDescription: (balance: string) => `Money received by bank transfer, RTGS or cheque. Still to pay: ${balance}.`,
  methodLabel: 'How it was paid',
  methodPlaceholder: 'Choose how it was paid',
  referenceLabel: 'Bank or cheque reference',
  amountLabel: 'Amount received (KSh)',
  recordSubmit: 'Record payment',
  recordFailed: 'The payment was not recorded',
} as const;

/** A payment's status as the invoice lists it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Waiting for M-Pesa',
  paid: 'Paid',
  failed: 'Failed',
};
