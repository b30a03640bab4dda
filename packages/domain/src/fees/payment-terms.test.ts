import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES } from './messages.ts';
import { DEFAULT_PAYMENT_TERMS, FirmPaymentTermsSchema, termsForClient } from './payment-terms.ts';

describe('when each kind of client pays', () => {
  it('an individual follows the individual terms; a request from an organisation, the organisation terms', () => {
    const terms = { individual: 'before_visit', organisation: 'on_account' } as const;
    expect(termsForClient(terms, null)).toBe('before_visit');
    expect(termsForClient(terms, '6b1c0d4e-93c3-4a3e-9a57-1f1d5f6f3b10')).toBe('on_account');
  });

  it('a new firm invoices individuals on approval and keeps organisations on account', () => {
    expect(DEFAULT_PAYMENT_TERMS).toEqual({ individual: 'on_invoice', organisation: 'on_account' });
  });

  it('only organisations can be on account, and the message says so', () => {
    const result = FirmPaymentTermsSchema.safeParse({ individual: 'on_account', organisation: 'on_account' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['individual', FEE_MESSAGES.onAccountIndividual],
    ]);
  });

  it('an unknown term is refused in words', () => {
    const result = FirmPaymentTermsSchema.safeParse({ individual: 'on_invoice', organisation: 'whenever' });
    expect(result.error?.issues[0]?.message).toBe(FEE_MESSAGES.paymentTerms);
  });
});
