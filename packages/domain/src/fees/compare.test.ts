import { describe, expect, it } from 'vitest';
import { compareToQuote } from './compare.ts';
import { FeeComparisonSchema } from './contract.ts';
import { KENYA_VAT_RATE_BP } from './limits.ts';
import { quoteFee, type FeeQuoteInput } from './quote.ts';
import { VALUERS_RULES_SCALE } from './valuers-rules.data.ts';

const quote = (basisValue: number, more: Partial<FeeQuoteInput> = {}) =>
  quoteFee({
    scale: VALUERS_RULES_SCALE,
    category: 'ordinary',
    basisValue,
    vat: { registered: true, rateBp: KENYA_VAT_RATE_BP },
    ...more,
  });

describe('the final fee against the quote', () => {
  it('explains a higher approved value: KSh 12,000,000 against the KSh 10,000,000 the quote assumed', () => {
    const quoted = quote(10_000_000);
    const final = quote(12_000_000, { basisKind: 'market' });
    // 50,000 + 17,500 = 67,500 + VAT 10,800 = 78,300, against 72,500.
    const comparison = compareToQuote(quoted, final);
    expect(comparison).toEqual({
      quotedTotal: 72_500,
      finalTotal: 78_300,
      difference: 5_800,
      summary: 'The final fee is KSh 5,800 more than the quote.',
      reasons: ['The approved market value (KSh 12,000,000) is above the KSh 10,000,000 the quote assumed.'],
    });
    expect(FeeComparisonSchema.parse(comparison)).toEqual(comparison);
  });

  it('explains a lower approved value', () => {
    const comparison = compareToQuote(quote(10_000_000), quote(8_000_000, { basisKind: 'insurance' }));
    // 50,000 + 7,500 = 57,500 + VAT 9,200 = 66,700, against 72,500.
    expect(comparison.difference).toBe(-5_800);
    expect(comparison.summary).toBe('The final fee is KSh 5,800 less than the quote.');
    expect(comparison.reasons).toEqual([
      'The approved insurance (reinstatement) value (KSh 8,000,000) is below the KSh 10,000,000 the quote assumed.',
    ]);
  });

  it('says the fee is as quoted when nothing changed the total, even if the value moved within the minimum', () => {
    expect(compareToQuote(quote(1_000_000), quote(2_000_000, { basisKind: 'market' }))).toMatchObject({
      difference: 0,
      summary: 'The final fee is the fee quoted.',
      reasons: [],
    });
  });

  it('explains other disbursements and a change in VAT', () => {
    const quoted = quote(10_000_000, {
      disbursements: { travel: { km: 30, ratePerKm: 100 } },
      vat: { registered: false, rateBp: KENYA_VAT_RATE_BP },
    });
    const final = quote(10_000_000, {
      basisKind: 'market',
      disbursements: { travel: { km: 30, ratePerKm: 100 }, officialSearch: 1_000 },
    });
    expect(compareToQuote(quoted, final).reasons).toEqual([
      'Disbursements came to KSh 4,000, against KSh 3,000 in the quote.',
      'VAT at 16% is charged; the quote had none.',
    ]);
  });

  it('explains a fixed fee that stood, applied, or no longer applies', () => {
    const fixed = { purpose: 'mortgage', amount: 40_000 } as const;
    // The fixed fee stands whatever the value: no difference, no reason.
    expect(
      compareToQuote(
        quote(10_000_000, { fixedQuote: fixed }),
        quote(12_000_000, { basisKind: 'market', fixedQuote: fixed }),
      ).reasons,
    ).toEqual([]);
    expect(
      compareToQuote(quote(10_000_000, { fixedQuote: fixed }), quote(10_000_000, { basisKind: 'market' })).reasons,
    ).toEqual(['The fee follows the scale: the fixed fee of KSh 40,000 in the quote does not apply.']);
    expect(
      compareToQuote(quote(10_000_000), quote(10_000_000, { basisKind: 'market', fixedQuote: fixed })).reasons,
    ).toEqual(['The firm’s fixed fee of KSh 40,000 replaces the scale fee the quote showed.']);
  });

  it('names a new version of the scale', () => {
    const v2 = { ...VALUERS_RULES_SCALE, version: 2, effectiveFrom: '2027-07-01' };
    const final = quoteFee({
      scale: v2,
      category: 'ordinary',
      basisValue: 10_000_000,
      basisKind: 'market',
      vat: { registered: true, rateBp: KENYA_VAT_RATE_BP },
    });
    expect(compareToQuote(quote(10_000_000), final).reasons).toEqual([
      'The fee follows version 2 of the scale; the quote used version 1.',
    ]);
  });
});
