import type { Invoice, InvoiceEtims } from '@thamani/domain/invoicing';
import type { Payment } from '@thamani/domain/payments';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { invoicePdfItems } from './invoice-pdf-items.ts';

/** The final fee the sample invoice bills: KSh 65,000 and KSh 3,750 of travel, VAT at 16 %. */
export const SAMPLE_FEE = { fee: 65_000, disbursementTotal: 3_750, vat: { rateBp: 1_600, amount: 11_000 } };

/** Signed by the control unit, as toInvoiceEtims reads a signed row. */
export const SIGNED_ETIMS: InvoiceEtims = {
  state: 'signed',
  message: 'Signed by eTIMS: control unit receipt 7.',
  controlUnitSerial: 'KRACU0100000001',
  receiptNumber: 7,
  signature: 'V3RQ7KXM2PLA5HZB',
  signedAt: '2025-03-20T07:31:05.000Z',
  qrUrl:
    'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567Q00V3RQ7KXM2PLA5HZB',
};

export const PENDING_ETIMS: InvoiceEtims = {
  state: 'pending',
  message: null,
  controlUnitSerial: null,
  receiptNumber: null,
  signature: null,
  signedAt: null,
  qrUrl: null,
};

/** A paid M-Pesa payment as the invoice lists it. */
export function samplePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    invoiceId: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    method: 'mpesa',
    status: 'paid',
    amount: 79_750,
    phone: '0712 *** 678',
    reference: 'SLK4H7Q2ZX',
    message: 'Your M-Pesa payment is received. Thank you.',
    canRetry: false,
    createdAt: '2025-03-21T08:00:00.000Z',
    settledAt: '2025-03-21T08:01:00.000Z',
    ...overrides,
  };
}

/** INV-000042: KSh 79,750 for TH-2025-0142, issued 20 March 2025 at 10:30 in Nairobi, unpaid, signed by eTIMS. */
export function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    number: 'INV-000042',
    status: 'issued',
    kind: 'final',
    terms: 'on_invoice',
    requestId: '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    requestReference: 'TH-2025-0142',
    issuedAt: '2025-03-20T07:30:00.000Z',
    seller: { name: 'Thamani Valuers Ltd', kraPin: 'P051234567Q' },
    buyer: { name: 'Wanjiku Kamau', kraPin: 'A012345678Z' },
    lines: [
      { kind: 'band', description: '1% of the first KSh 5,000,000', amount: 50_000 },
      { kind: 'band', description: '0.25% of the remaining KSh 6,000,000', amount: 15_000 },
      { kind: 'scaleFee', description: 'Fee on the Valuers’ scale', amount: 65_000 },
      { kind: 'travel', description: 'Travel, 25 km at KSh 150 a km', amount: 3_750 },
      { kind: 'subtotal', description: 'Subtotal', amount: 68_750 },
      { kind: 'vat', description: 'VAT at 16%', amount: 11_000 },
      { kind: 'total', description: 'Total to pay', amount: 79_750 },
    ],
    subtotal: 68_750,
    vat: { rateBp: 1_600, amount: 11_000 },
    total: 79_750,
    paid: 0,
    credited: 0,
    balance: 79_750,
    refundDue: 0,
    comparison: null,
    payBeforeRelease: false,
    payments: [],
    creditNotes: [],
    etims: SIGNED_ETIMS,
    ...overrides,
  };
}

/** The sample invoice as the PDF prints it: the firm's contacts and M-Pesa on (Daraja's sandbox paybill). */
export function sampleInvoicePdfInput(
  overrides: Partial<Invoice> = {},
  pay: Partial<InvoicePdfInput['pay']> = {},
): InvoicePdfInput {
  const invoice = sampleInvoice(overrides);
  return {
    invoice,
    items: invoicePdfItems(SAMPLE_FEE),
    firm: {
      vatRegistration: null,
      physicalAddress: 'Upper Hill, Nairobi',
      postalAddress: 'P.O. Box 12345-00100, Nairobi',
      phone: '+254712345678',
      email: 'office@thamani.test',
    },
    pay: {
      mpesaPaybill: '174379',
      requestPageUrl: `https://thamani.test/my-requests/${invoice.requestId}`,
      ...pay,
    },
  };
}
