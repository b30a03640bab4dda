import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './messages.ts';
import { checkStkAmount, isStkAmount, toAccountReference, toTransactionDesc } from './stk-request.ts';

describe('the amount of one STK push', () => {
  it('is whole shillings from 1 to 250,000', () => {
    expect(isStkAmount(1)).toBe(true);
    expect(isStkAmount(72_500)).toBe(true);
    expect(isStkAmount(250_000)).toBe(true);
  });

  it('refuses nothing, fractions and more than Daraja takes, saying why', () => {
    expect(checkStkAmount(0)).toBe(PAYMENT_MESSAGES.amountTooSmall);
    expect(checkStkAmount(-5)).toBe(PAYMENT_MESSAGES.amountTooSmall);
    expect(checkStkAmount(250_001)).toBe(PAYMENT_MESSAGES.amountTooLarge);
    expect(checkStkAmount(99.5)).toBe(PAYMENT_MESSAGES.amountWhole);
    expect(checkStkAmount(Number.NaN)).toBe(PAYMENT_MESSAGES.amountWhole);
    expect(PAYMENT_MESSAGES.amountTooLarge).toContain('KSh 250,000');
  });
});

describe('the short texts of a push', () => {
  it('cuts the account reference to 12 characters, without a trailing space', () => {
    expect(toAccountReference('THM-2026-0042')).toBe('THM-2026-004');
    expect(toAccountReference('  VAL   0042  ')).toBe('VAL 0042');
    expect(toAccountReference('Valuation fee 1')).toBe('Valuation fe');
    expect(toAccountReference('Fee for  job 9')).toBe('Fee for job');
  });

  it('cuts the description to 13 characters and drops what a handset may not show', () => {
    expect(toTransactionDesc('Valuation fee for Karen')).toBe('Valuation fee');
    expect(toTransactionDesc('Ada’s fee\n2026')).toBe('Adas fee 2026');
    expect(toTransactionDesc('')).toBe('');
  });
});
