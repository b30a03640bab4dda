import { describe, expect, it } from 'vitest';
import { adjustedRate, comparableRate, comparablesSummary } from './report-comparables.ts';

const sale = (price: number | null, sizeSqm: number | null, adjustmentPercent = 0) => ({
  price,
  sizeSqm,
  adjustmentPercent,
});

describe('comparableRate and adjustedRate', () => {
  it('gives whole shillings per m², adjusted by the net percentage', () => {
    expect(comparableRate(sale(9_000_000, 450))).toBe(20_000);
    expect(comparableRate(sale(10_000_000, 3))).toBe(3_333_333);
    expect(adjustedRate(sale(9_000_000, 450, 10))).toBe(22_000);
    expect(adjustedRate(sale(9_000_000, 450, -15))).toBe(17_000);
  });

  it('has no rate until price and size are both known', () => {
    expect(comparableRate(sale(null, 450))).toBeNull();
    expect(comparableRate(sale(9_000_000, null))).toBeNull();
    expect(adjustedRate(sale(9_000_000, null, 5))).toBeNull();
  });
});

describe('comparablesSummary', () => {
  it('averages and takes the median of the adjusted rates of the usable sales', () => {
    expect(
      comparablesSummary([sale(9_000_000, 450, 10), sale(8_000_000, 400), sale(null, 300), sale(6_000_000, 400, -10)]),
    ).toEqual({
      count: 3,
      averageAdjustedRate: 18_500,
      medianAdjustedRate: 20_000,
    });
    expect(comparablesSummary([sale(9_000_000, 450), sale(8_000_000, 500)]).medianAdjustedRate).toBe(18_000);
  });

  it('is empty when no sale has a rate', () => {
    expect(comparablesSummary([sale(null, null)])).toEqual({
      count: 0,
      averageAdjustedRate: null,
      medianAdjustedRate: null,
    });
  });
});
