import { describe, expect, it } from 'vitest';
import { feeBasis } from './basis.ts';

describe('the value a fee is worked on', () => {
  it('is the highest value the report states', () => {
    expect(feeBasis({ market: 12_000_000, forcedSale: 9_000_000, insurance: 14_500_000 })).toEqual({
      kind: 'insurance',
      amount: 14_500_000,
    });
    expect(feeBasis({ market: 12_000_000, forcedSale: 9_000_000 })).toEqual({ kind: 'market', amount: 12_000_000 });
  });

  it('names the market value when two values tie', () => {
    expect(feeBasis({ insurance: 8_000_000, market: 8_000_000 })).toEqual({ kind: 'market', amount: 8_000_000 });
  });

  it('skips the values a report does not state, and is null when it states none', () => {
    expect(feeBasis({ market: null, insurance: 3_000_000 })).toEqual({ kind: 'insurance', amount: 3_000_000 });
    expect(feeBasis({})).toBeNull();
  });

  it('is the annual rent for a rental valuation, not a capital value', () => {
    const values = { market: 50_000_000, annualRent: 1_200_000 };
    expect(feeBasis(values, 'annualRent')).toEqual({ kind: 'annualRent', amount: 1_200_000 });
    expect(feeBasis(values)).toEqual({ kind: 'market', amount: 50_000_000 });
  });

  it('refuses a value that is not whole shillings', () => {
    expect(() => feeBasis({ market: 1_000_000.5 })).toThrow(RangeError);
  });
});
