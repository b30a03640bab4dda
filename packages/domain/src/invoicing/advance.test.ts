import { describe, expect, it } from 'vitest';
import { quoteFee } from '../fees/quote.ts';
import { VALUERS_RULES_SCALE } from '../fees/valuers-rules.data.ts';
import { settleAdvance } from './advance.ts';

const fee = (value: number, vat = true) =>
  quoteFee({
    scale: VALUERS_RULES_SCALE,
    category: 'ordinary',
    basisValue: value,
    basisKind: 'expected',
    disbursements: { travel: null, officialSearch: null },
    vat: { registered: vat, rateBp: 1_600 },
    fixedQuote: null,
  });

describe('an advance on the quote settled by the final fee', () => {
  it('bills the rest on a balance invoice: KSh 62,500 final less KSh 50,000 advanced, VAT on the KSh 12,500', () => {
    const settled = settleAdvance(fee(10_000_000), { fee: fee(5_000_000), number: 'INV-000003' });
    expect(settled.kind).toBe('balance');
    if (settled.kind !== 'balance') {
      return;
    }
    expect([settled.fee.subtotal, settled.fee.vat?.amount, settled.fee.total]).toEqual([12_500, 2_000, 14_500]);
    expect(settled.fee.lines.map((l) => [l.description, l.amount])).toEqual([
      [
        'Balance of the valuation fee: KSh 62,500 on the approved value, less KSh 50,000 invoiced in advance on INV-000003',
        12_500,
      ],
      ['VAT at 16%', 2_000],
      ['Total to pay', 14_500],
    ]);
    // eTIMS reads the balance as one fee line with no disbursements.
    expect([settled.fee.fee, settled.fee.disbursementTotal]).toEqual([12_500, 0]);
  });

  it('credits what was invoiced over the final fee, VAT included, and says why', () => {
    const settled = settleAdvance(fee(5_000_000), { fee: fee(10_000_000), number: 'INV-000003' });
    expect(settled).toEqual({
      kind: 'credit',
      amount: 72_500 - 58_000,
      reason:
        'The final fee on the approved value is KSh 58,000, less than the advance invoiced on INV-000003: the difference is credited.',
    });
  });

  it('nothing follows when the final fee is the advance', () => {
    expect(settleAdvance(fee(8_000_000), { fee: fee(8_000_000), number: 'INV-000003' })).toEqual({ kind: 'settled' });
  });

  it('without VAT the balance carries none', () => {
    const settled = settleAdvance(fee(10_000_000, false), { fee: fee(1_000_000, false), number: 'INV-000001' });
    expect(settled.kind === 'balance' && [settled.fee.vat, settled.fee.total]).toEqual([null, 62_500 - 25_000]);
  });
});
