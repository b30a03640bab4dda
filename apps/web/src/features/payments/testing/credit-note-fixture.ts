import type { CreditNote } from '@thamani/domain/invoicing';
import { INVOICE_ID } from './invoice-fixture';

/** A credit note of KSh 10,000 (8,621 + VAT 1,379) on the invoice fixture, as the invoice lists it. */
export function creditNoteFixture(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: '5d4c3b2a-1908-4f7e-8d6c-5b4a39281706',
    number: 'CN-000007',
    invoiceId: INVOICE_ID,
    invoiceNumber: 'INV-000042',
    issuedAt: '2025-03-24T09:15:00.000Z',
    reason: 'The official search was billed but never carried out.',
    subtotal: 8_621,
    vat: { rateBp: 1600, amount: 1_379 },
    total: 10_000,
    ...overrides,
  };
}
