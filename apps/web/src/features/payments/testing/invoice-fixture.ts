import type { Invoice } from '@thamani/domain/invoicing';
import type { Payment } from '@thamani/domain/payments';

export const INVOICE_ID = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const INVOICE_REQUEST_ID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
export const PAYMENT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

/** An issued, unpaid invoice as GET /api/requests/:id/invoice returns it: KSh 79,750 with VAT. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    number: 'INV-000042',
    status: 'issued',
    kind: 'final',
    terms: 'on_invoice',
    requestId: INVOICE_REQUEST_ID,
    requestReference: 'TH-2025-0142',
    issuedAt: '2025-03-20T07:30:00.000Z',
    seller: { name: 'Thamani Valuers', kraPin: 'P051234567Q' },
    buyer: { name: 'Wanjiku Kamau', kraPin: null },
    lines: [
      { kind: 'scaleFee', description: 'Scale fee on KSh 12,500,000', amount: 65_000 },
      { kind: 'travel', description: 'Travel, 25 km at KSh 150 a km', amount: 3_750 },
      { kind: 'subtotal', description: 'Subtotal', amount: 68_750 },
      { kind: 'vat', description: 'VAT at 16%', amount: 11_000 },
      { kind: 'total', description: 'Total to pay', amount: 79_750 },
    ],
    subtotal: 68_750,
    vat: { rateBp: 1600, amount: 11_000 },
    total: 79_750,
    paid: 0,
    credited: 0,
    balance: 79_750,
    refundDue: 0,
    comparison: {
      quotedTotal: 72_500,
      finalTotal: 79_750,
      difference: 7_250,
      summary: 'KSh 7,250 more than the quote of KSh 72,500.',
      reasons: ['The approved value, KSh 12,500,000, is higher than the KSh 10,000,000 you expected.'],
    },
    payBeforeRelease: false,
    payments: [],
    creditNotes: [],
    ...overrides,
  };
}

/** A pending M-Pesa payment as POST /api/invoices/:id/mpesa answers it. */
export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    invoiceId: INVOICE_ID,
    method: 'mpesa',
    status: 'pending',
    amount: 79_750,
    phone: '0712 *** 678',
    reference: null,
    message: null,
    canRetry: false,
    createdAt: '2025-03-21T08:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
