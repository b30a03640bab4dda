import { describe, expect, it } from 'vitest';
import { canSeeInvoice, payInvoiceRefusal, reportReleaseRefusal, visitBookingRefusal } from './invoice-policies.ts';
import { formatInvoiceNumber } from './invoice.ts';

const client = { role: 'user' as const, profileId: 'p-client' };
const otherClient = { role: 'user' as const, profileId: 'p-other' };
const valuer = { role: 'agent' as const, profileId: 'p-valuer' };
const admin = { role: 'admin' as const, profileId: 'p-admin' };
const ordered = { requesterId: 'p-client' };

describe('who sees and pays an invoice', () => {
  it('the client who ordered and the admins; not another client, not the valuer', () => {
    expect([client, otherClient, valuer, admin].map((a) => canSeeInvoice(a, ordered))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('answers 404 to anyone else, 409 once paid', () => {
    expect(payInvoiceRefusal(client, { ...ordered, balance: 100 })).toBeNull();
    expect(payInvoiceRefusal(admin, { ...ordered, balance: 100 })).toBeNull();
    expect(payInvoiceRefusal(valuer, { ...ordered, balance: 100 })?.code).toBe('NOT_FOUND');
    expect(payInvoiceRefusal(client, null)?.code).toBe('NOT_FOUND');
    expect(payInvoiceRefusal(client, { ...ordered, balance: 0 })).toEqual({
      code: 'CONFLICT',
      message: 'This invoice is already paid.',
    });
  });
});

describe('the report held until paid', () => {
  it('holds the client’s copy with the amount owed when the firm asks for payment first', () => {
    expect(reportReleaseRefusal(client, { payBeforeRelease: true, balance: 72_500 })).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'Report ready — pay KSh 72,500 to download.',
    });
  });

  it('releases it when paid, when the firm does not ask, when there is no invoice, and always to staff', () => {
    expect(reportReleaseRefusal(client, { payBeforeRelease: true, balance: 0 })).toBeNull();
    expect(reportReleaseRefusal(client, { payBeforeRelease: false, balance: 72_500 })).toBeNull();
    expect(reportReleaseRefusal(client, null)).toBeNull();
    expect(reportReleaseRefusal(admin, { payBeforeRelease: true, balance: 72_500 })).toBeNull();
    expect(reportReleaseRefusal(valuer, { payBeforeRelease: true, balance: 72_500 })).toBeNull();
  });
});

it('numbers invoices INV- and six digits', () => {
  expect([1, 42, 1_234_567].map(formatInvoiceNumber)).toEqual(['INV-000001', 'INV-000042', 'INV-1234567']);
});

describe('paying before the visit', () => {
  it('no visit is booked while the advance is owed, and the words say how much and on which invoice', () => {
    expect(visitBookingRefusal({ number: 'INV-000007', balance: 29_000 })).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'The site visit is booked once the advance is paid: KSh 29,000 owed on invoice INV-000007.',
    });
  });

  it('books once it is paid, and when the firm asks no advance', () => {
    expect(visitBookingRefusal({ number: 'INV-000007', balance: 0 })).toBeNull();
    expect(visitBookingRefusal(null)).toBeNull();
  });
});
