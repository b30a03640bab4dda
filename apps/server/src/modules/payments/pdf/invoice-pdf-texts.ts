import { INVOICE_STATUS_LABELS } from '@thamani/domain/invoicing';

/** Every English word the invoice PDF prints that the domain's messages do not already say. */
export const INVOICE_PDF_TEXTS = {
  title: 'Tax invoice',
  kraPin: (pin: string) => `KRA PIN ${pin}`,
  vatRegistration: (number: string) => `VAT Reg. No. ${number}`,
  phone: (phone: string) => `Tel. ${phone}`,
  billTo: 'Bill to',
  number: 'Invoice number',
  issuedAt: 'Date and time',
  timeZone: 'EAT',
  reference: 'Request reference',
  // The items table, as eTIMS lists them.
  item: 'Description',
  taxable: 'Taxable amount',
  vatRate: 'VAT rate',
  vat: 'VAT',
  amount: 'Amount',
  noVat: 'Non-VAT',
  taxableTotal: 'Taxable amount',
  vatAt: (rate: string) => `VAT at ${rate}`,
  noVatTotal: 'VAT (the firm is not registered for VAT)',
  total: 'Total',
  paid: 'Paid',
  creditedBy: (numbers: string) => `Credited (${numbers})`,
  refundDue: 'Refund due to you',
  balance: 'Balance due',
  working: 'How the fee is worked',
  payments: 'Payments received',
  // Paying, or why nothing is owed.
  howToPay: 'How to pay',
  quoteNumber: (number: string) => `Quote ${number} with every payment.`,
  mpesa: (paybill: string, page: string) =>
    `M-Pesa: press “Pay with M-Pesa” on this valuation’s page (${page}); a payment request from Paybill ${paybill} comes to your phone and you confirm it with your M-Pesa PIN.`,
  noMpesa: 'M-Pesa payments are not yet taken online: pay by bank.',
  bank: 'Bank transfer, RTGS or cheque: the firm records the payment when it reaches its account.',
  bankDetails: (contact: string) => `For the firm’s bank details, ask ${contact}.`,
  paidInFull: 'Paid in full. Thank you.',
  credited: INVOICE_STATUS_LABELS.credited,
  creditedNote: 'This invoice was cancelled by a credit note: nothing is owed on it.',
  // KRA eTIMS.
  etimsTitle: 'KRA eTIMS',
  etimsSigned: 'Signed by KRA eTIMS. Scan the code to check this invoice with KRA.',
  controlUnitSerial: 'CU serial number',
  receiptNumber: 'CU invoice number',
  signature: 'Signature',
  signedAt: 'Signed',
  etimsPending:
    'Not yet signed by KRA eTIMS: the invoice is on its way to KRA’s control unit. Download it again later for the signed copy.',
  etimsFailed: 'Not signed by KRA eTIMS: the control unit did not accept it. Ask the firm for a signed copy.',
  etimsOff: 'Not yet signed by KRA eTIMS: the firm issues its invoices without a control unit signature for now.',
} as const;
