import { describe, expect, it } from 'vitest';
import { findMessage } from '../messages/registry.ts';
import { describeMpesaResult, isMpesaPaid } from './result-codes.ts';

describe('M-Pesa result codes in a payer’s words', () => {
  it.each([
    [0, 'paid', 'Your M-Pesa payment is received. Thank you.', false],
    [1032, 'cancelled', 'You cancelled the payment on your phone.', true],
    [1, 'insufficientFunds', 'Your M-Pesa balance is not enough for this payment.', true],
    [1037, 'unreachable', 'We could not reach your phone. Check that it is on and has signal, then try again.', true],
    [2001, 'wrongPin', 'The M-Pesa PIN was wrong.', true],
    [1019, 'expired', 'The payment request expired before it was confirmed.', true],
  ])('%d is %s', (code, outcome, message, canRetry) => {
    expect(describeMpesaResult(code)).toEqual({ outcome, message, canRetry });
  });

  it.each([1025, 9999, 17, 1001])('%d, or a code not listed, is a general failure worth retrying', (code) => {
    const result = describeMpesaResult(code);
    expect(result.outcome).toBe('failed');
    expect(result.message).toMatch(/^M-Pesa could not complete the payment/);
    expect(result.canRetry).toBe(true);
  });

  it('only 0 is paid', () => {
    expect(isMpesaPaid(0)).toBe(true);
    expect(isMpesaPaid(1032)).toBe(false);
  });

  it('each sentence is in the catalogue under payments.*', () => {
    expect(findMessage(describeMpesaResult(2001).message)).toEqual({ key: 'payments.wrongPin' });
    expect(findMessage(describeMpesaResult(9999).message)).toEqual({ key: 'payments.failed' });
  });
});
