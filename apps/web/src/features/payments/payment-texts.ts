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
  kind: 'For',
  advanceOwed: (amount: string) => `Pay the advance of ${amount} so the valuer can book your site visit.`,
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
  downloadPdf: 'Download invoice (PDF)',

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

  // Credit notes: corrections to an issued invoice, which is never edited.
  credited: 'Credited',
  refundDue: (amount: string) => `Refund due ${amount}`,
  refundDueHint: 'What was paid and credited is more than the invoice: the firm owes the client the difference.',
  creditNotes: 'Credit notes',
  creditNoteVat: (vat: string) => `Including VAT ${vat}`,
  issueCreditNote: 'Issue credit note',
  creditDescription: (most: string) =>
    `Credit part or all of this invoice: it is never edited. At most ${most} can be credited, VAT included.`,
  creditAmountLabel: 'Amount to credit, VAT included (KSh)',
  creditReasonLabel: 'Reason',
  creditReasonHint: 'The client reads it on the credit note and the audit log keeps it: at least 20 characters.',
  creditFailed: 'The credit note was not issued',
  replaceInvoice: 'Issue replacement invoice',
  replaceDescription:
    'A new invoice for the same fee, numbered next in the series. Correct the buyer’s name or KRA PIN if they were wrong.',
  buyerNameLabel: 'Buyer’s name',
  buyerPinLabel: 'Buyer’s KRA PIN (optional)',
  buyerPinHint: 'A letter, 9 digits and a letter, e.g. A123456789Z. Leave blank if the buyer has none.',
  replaceFailed: 'The replacement invoice was not issued',
} as const;

/** A payment's status as the invoice lists it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Waiting for M-Pesa',
  paid: 'Paid',
  failed: 'Failed',
};
