import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES as M } from './credit-note-messages.ts';
import { issueCreditNoteRefusal, payInvoiceRefusal, replaceInvoiceRefusal } from './invoice-policies.ts';

const client = { role: 'user' as const, profileId: 'p-client' };
const valuer = { role: 'agent' as const, profileId: 'p-valuer' };
const admin = { role: 'admin' as const, profileId: 'p-admin' };

describe('who issues a credit note', () => {
  it('the firm’s admins; the client and the valuer hear there is no such invoice', () => {
    expect(issueCreditNoteRefusal(admin, { status: 'issued' })).toBeNull();
    expect(issueCreditNoteRefusal(admin, { status: 'paid' })).toBeNull();
    for (const actor of [client, valuer]) {
      expect(issueCreditNoteRefusal(actor, { status: 'issued' })).toEqual({
        code: 'NOT_FOUND',
        message: M.invoiceNotFound,
      });
    }
    expect(issueCreditNoteRefusal(admin, null)?.code).toBe('NOT_FOUND');
  });

  it('not on an invoice already credited in full', () => {
    expect(issueCreditNoteRefusal(admin, { status: 'credited' })).toEqual({
      code: 'CONFLICT',
      message: M.fullyCredited,
    });
  });
});

describe('who replaces an invoice', () => {
  it('an admin, once it is credited in full, once', () => {
    expect(replaceInvoiceRefusal(admin, { status: 'credited', replacedBy: null })).toBeNull();
    expect(replaceInvoiceRefusal(admin, { status: 'issued', replacedBy: null })).toEqual({
      code: 'CONFLICT',
      message: M.notFullyCredited,
    });
    expect(replaceInvoiceRefusal(admin, { status: 'credited', replacedBy: 'INV-000043' })).toEqual({
      code: 'CONFLICT',
      message: 'This invoice is already replaced by INV-000043.',
    });
    expect(replaceInvoiceRefusal(client, { status: 'credited', replacedBy: null })?.code).toBe('NOT_FOUND');
  });
});

it('an invoice cancelled by a credit note is never paid by M-Pesa', () => {
  const ordered = { requesterId: 'p-client' };
  expect(payInvoiceRefusal(client, { ...ordered, balance: 0, status: 'credited' })).toEqual({
    code: 'CONFLICT',
    message: M.notPayable,
  });
  expect(payInvoiceRefusal(client, { ...ordered, balance: 100, status: 'issued' })).toBeNull();
});
