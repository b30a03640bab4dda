import { describe, expect, it } from 'vitest';
import { splitTax } from './tax-split.ts';

describe('splitTax', () => {
  it('works the band’s tax once on its total, rounded half up, as the fee quote does', () => {
    // 16 % of 100,003 is 16,000.48 → 16,000; of 100,004 is 16,000.64 → 16,001.
    expect(splitTax([100_003], 1600)).toEqual({ total: 16_000, perLine: [16_000] });
    expect(splitTax([100_004], 1600)).toEqual({ total: 16_001, perLine: [16_001] });
    // 16 % of KSh 25 is 4.00; of 3 is 0.48 → 0 and of 28 is 4.48 → 4.
    expect(splitTax([3], 1600).total).toBe(0);
    expect(splitTax([28], 1600).total).toBe(4);
  });

  it('shares the band’s tax among its lines so they add up exactly, the largest remainder first', () => {
    // Lines alone: 0.48 + 0.48 + 0.48 = 1.44 → the band is 1 (16 % of 9); the first line gets it.
    expect(splitTax([3, 3, 3], 1600)).toEqual({ total: 1, perLine: [1, 0, 0] });
    // 16 % of 31,250 = 5,000 and of 4,003 = 640.48: 5,640.48 → 5,640.
    expect(splitTax([31_250, 4_003], 1600)).toEqual({ total: 5_640, perLine: [5_000, 640] });
    // 16 % of 1,503 = 240.48 and of 2,003 = 320.48: 560.96 → 561, the shilling goes to one line.
    const split = splitTax([1_503, 2_003], 1600);
    expect(split.total).toBe(561);
    expect(split.perLine).toEqual([241, 320]);
  });

  it('charges nothing at a rate of 0 (non-VAT, exempt)', () => {
    expect(splitTax([50_000, 2_500], 0)).toEqual({ total: 0, perLine: [0, 0] });
  });

  it('refuses amounts that are not whole shillings', () => {
    expect(() => splitTax([10.5], 1600)).toThrow(RangeError);
    expect(() => splitTax([-1], 1600)).toThrow(RangeError);
  });
});
