import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { FeeQuoteSchema } from './contract.ts';
import { KENYA_VAT_RATE_BP } from './limits.ts';
import { quoteFee, quoteRefusal, scaleFeeWorking, type FeeQuoteInput } from './quote.ts';
import type { FeeScale } from './scale.ts';
import { VALUERS_RULES_SCALE } from './valuers-rules.data.ts';

const registered = { registered: true, rateBp: KENYA_VAT_RATE_BP };
const ordinary = (basisValue: number, more: Partial<FeeQuoteInput> = {}) =>
  quoteFee({ scale: VALUERS_RULES_SCALE, category: 'ordinary', basisValue, vat: registered, ...more });
const described = (lines: { description: string; amount: number }[]) => lines.map((l) => [l.description, l.amount]);

describe('a quote on the ordinary scale', () => {
  it('KSh 10,000,000 → fee 62,500 + VAT 10,000 = 72,500, with each band worked out in words', () => {
    const quote = ordinary(10_000_000);
    expect(described(quote.bands)).toEqual([
      ['1% of the first KSh 5,000,000', 50_000],
      ['0.25% of the remaining KSh 5,000,000', 12_500],
    ]);
    expect(quote).toMatchObject({ bandTotal: 62_500, scaleFee: 62_500, fee: 62_500, subtotal: 62_500, total: 72_500 });
    expect(quote.minimum).toEqual({ amount: 25_000, applied: false });
    expect(quote.vat).toEqual({ rateBp: 1600, amount: 10_000 });
    expect(described(quote.lines)).toEqual([
      ['1% of the first KSh 5,000,000', 50_000],
      ['0.25% of the remaining KSh 5,000,000', 12_500],
      ['Fee on the Valuers’ scale', 62_500],
      ['Fee and disbursements before VAT', 62_500],
      ['VAT at 16%', 10_000],
      ['Total to pay', 72_500],
    ]);
    expect(quote.notes).toEqual(['Worked on the value you expect: KSh 10,000,000']);
  });

  it('KSh 2,000,000 → the minimum fee of KSh 25,000, saying what the bands came to', () => {
    const quote = ordinary(2_000_000);
    expect(described(quote.bands)).toEqual([['1% of KSh 2,000,000', 20_000]]);
    expect(quote.minimum).toEqual({ amount: 25_000, applied: true });
    expect(quote.fee).toBe(25_000);
    expect(quote.total).toBe(29_000);
    expect(quote.lines).toContainEqual({
      kind: 'minimum',
      description: 'The scale’s minimum fee of KSh 25,000 applies (the bands come to KSh 20,000)',
      amount: 25_000,
    });
  });

  it('KSh 5,000,000 exactly → KSh 50,000, the whole first band and nothing of the next', () => {
    const quote = ordinary(5_000_000);
    expect(described(quote.bands)).toEqual([['1% of the first KSh 5,000,000', 50_000]]);
    expect(quote.fee).toBe(50_000);
    expect(quote.minimum.applied).toBe(false);
  });

  it('an unregistered firm charges no VAT and says so', () => {
    const quote = ordinary(10_000_000, { vat: { registered: false, rateBp: KENYA_VAT_RATE_BP } });
    expect(quote.vat).toBeNull();
    expect(quote.total).toBe(62_500);
    expect(quote.lines.map((l) => l.kind)).not.toContain('vat');
    expect(quote.notes).toContain('No VAT: the firm is not registered for VAT.');
  });

  it('rounds each percentage line to the whole shilling, half up, and adds the rounded lines', () => {
    // 0.25% of 200 = 0.50 → 1: the fee is 50,001, not 50,000.50.
    expect(ordinary(5_000_200).fee).toBe(50_001);
    // 0.25% of 199 = 0.4975 → 0.
    expect(ordinary(5_000_199).fee).toBe(50_000);
    // VAT: 16% of 30,003 = 4,800.48 → 4,800; 16% of 30,004 = 4,800.64 → 4,801.
    expect(ordinary(3_000_300).vat?.amount).toBe(4_800);
    expect(ordinary(3_000_400).vat?.amount).toBe(4_801);
    for (const value of [1, 4_321_987, 5_123_457, 77_777_777]) {
      const quote = ordinary(value, { disbursements: { travel: { km: 17, ratePerKm: 93 }, officialSearch: 550 } });
      expect(quote.total).toBe(quote.fee + quote.disbursementTotal + (quote.vat?.amount ?? 0));
      expect(quote.bandTotal).toBe(quote.bands.reduce((sum, l) => sum + l.amount, 0));
    }
  });

  it('adds travel (30 km × KSh 100 = 3,000) and an official search on top of the fee, and VAT on both', () => {
    const quote = ordinary(10_000_000, {
      disbursements: { travel: { km: 30, ratePerKm: 100 }, officialSearch: 1_000 },
    });
    expect(described(quote.disbursements)).toEqual([
      ['Travel: 30 km at KSh 100 per km', 3_000],
      ['Official search at the lands registry', 1_000],
    ]);
    expect(quote.disbursementTotal).toBe(4_000);
    expect(quote.subtotal).toBe(66_500);
    expect(quote.vat?.amount).toBe(10_640);
    expect(quote.total).toBe(77_140);
  });

  it('a fixed fee for a purpose replaces the scale fee, and the working still shows the scale fee it replaces', () => {
    const quote = ordinary(10_000_000, { fixedQuote: { purpose: 'mortgage', amount: 62_500 } });
    expect(quote.scaleFee).toBe(62_500);
    expect(quote.fee).toBe(62_500);
    expect(quote.offScale).toBe(false);
    expect(quote.lines).toContainEqual({
      kind: 'fixedQuote',
      description: 'The firm’s fixed fee for mortgage / bank, in place of the scale fee of KSh 62,500',
      amount: 62_500,
    });
    const below = ordinary(10_000_000, { fixedQuote: { purpose: 'sale', amount: 40_000 } });
    expect(below).toMatchObject({ scaleFee: 62_500, fee: 40_000, offScale: true, total: 46_400 });
  });

  it('answers the shape the API carries', () => {
    const quote = ordinary(12_345_678, { disbursements: { travel: { km: 30, ratePerKm: 100 } } });
    expect(FeeQuoteSchema.parse(quote)).toEqual(quote);
    expect(quote.scale).toEqual({
      id: VALUERS_RULES_SCALE.id,
      version: 1,
      effectiveFrom: VALUERS_RULES_SCALE.effectiveFrom,
    });
  });

  it('refuses a value that is not whole shillings', () => {
    expect(() => ordinary(1_000_000.5)).toThrow(RangeError);
    expect(() => ordinary(-1)).toThrow(RangeError);
    expect(() => ordinary(1_000_000, { basisKind: 'annualRent' })).toThrow(RangeError);
  });
});

describe('categories a firm turns on', () => {
  it('an unconfirmed category cannot be quoted, even when turned on', () => {
    for (const category of ['rental', 'plant_machinery', 'furniture_stock'] as const) {
      expect(VALUERS_RULES_SCALE.categories[category]).toMatchObject({ enabled: false, confirmed: false });
      const turnedOn: FeeScale = {
        ...VALUERS_RULES_SCALE,
        categories: {
          ...VALUERS_RULES_SCALE.categories,
          [category]: { ...VALUERS_RULES_SCALE.categories[category], enabled: true },
        },
      };
      expect(quoteRefusal(turnedOn, category)?.message).toMatch(
        /is not yet confirmed against the gazetted Rules, so it cannot be quoted/,
      );
      expect(() => quoteFee({ scale: turnedOn, category, basisValue: 1_000_000, vat: registered })).toThrow(AppError);
    }
  });

  it('a confirmed category the firm has not turned on cannot be quoted either', () => {
    const off: FeeScale = {
      ...VALUERS_RULES_SCALE,
      categories: {
        ...VALUERS_RULES_SCALE.categories,
        ordinary: { ...VALUERS_RULES_SCALE.categories.ordinary, enabled: false },
      },
    };
    expect(quoteRefusal(off, 'ordinary')).toEqual({
      code: 'CONFLICT',
      message: 'The firm does not quote fees for this kind of valuation (ordinary valuation (land and buildings)).',
    });
  });

  it('once confirmed and turned on, a rental valuation is worked on the annual rent, band by band', () => {
    const rental = { ...VALUERS_RULES_SCALE.categories.rental, enabled: true, confirmed: true };
    const working = scaleFeeWorking(rental, 1_200_000);
    expect(described(working.bands)).toEqual([
      ['10% of the first KSh 800,000', 80_000],
      ['5% of the remaining KSh 400,000', 20_000],
    ]);
    const scale: FeeScale = { ...VALUERS_RULES_SCALE, categories: { ...VALUERS_RULES_SCALE.categories, rental } };
    const quote = quoteFee({ scale, category: 'rental', basisValue: 1_200_000, vat: registered });
    expect(quote.fee).toBe(100_000);
    expect(quote.notes[0]).toBe('Worked on the annual rent you expect: KSh 1,200,000');
  });

  it('says "the next" for a band the value passes through on a scale of three bands', () => {
    const threeBands = {
      ...VALUERS_RULES_SCALE.categories.ordinary,
      bands: [
        { from: 0, to: 1_000_000, rateBp: 200 },
        { from: 1_000_000, to: 3_000_000, rateBp: 100 },
        { from: 3_000_000, to: null, rateBp: 50 },
      ],
      minimum: 0,
    };
    expect(described(scaleFeeWorking(threeBands, 4_000_000).bands)).toEqual([
      ['2% of the first KSh 1,000,000', 20_000],
      ['1% of the next KSh 2,000,000', 20_000],
      ['0.5% of the remaining KSh 1,000,000', 5_000],
    ]);
    expect(described(scaleFeeWorking(threeBands, 2_000_000).bands)).toEqual([
      ['2% of the first KSh 1,000,000', 20_000],
      ['1% of the remaining KSh 1,000,000', 10_000],
    ]);
  });
});
