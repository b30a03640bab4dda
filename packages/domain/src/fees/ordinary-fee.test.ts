import { describe, expect, it } from 'vitest';
import {
  FEE_FIRST_BAND_KSH,
  FEE_FIRST_BAND_RATE,
  FEE_MINIMUM_KSH,
  FEE_REMAINDER_RATE,
  VAT_RATE,
  valuationFee,
} from './ordinary-fee.ts';

describe('fee constants', () => {
  it('follow the scale', () => {
    expect(FEE_FIRST_BAND_KSH).toBe(5_000_000);
    expect(FEE_FIRST_BAND_RATE).toBe(0.01);
    expect(FEE_REMAINDER_RATE).toBe(0.0025);
    expect(FEE_MINIMUM_KSH).toBe(25_000);
    expect(VAT_RATE).toBe(0.16);
  });
});

describe('valuationFee — worked examples', () => {
  it.each([
    // value, fee, vat, total
    [0, 25_000, 4_000, 29_000], // the minimum applies
    [1_000_000, 25_000, 4_000, 29_000], // 1% = 10,000 → minimum 25,000
    [2_499_999, 25_000, 4_000, 29_000], // 24,999.99 → minimum
    [2_500_000, 25_000, 4_000, 29_000], // exactly the minimum
    [3_000_000, 30_000, 4_800, 34_800], // 1% of 3M
    [5_000_000, 50_000, 8_000, 58_000], // the whole first band
    [5_000_001, 50_000, 8_000, 58_000], // + 0.0025 → rounds down
    [12_500_000, 68_750, 11_000, 79_750], // 50,000 + 0.25% of 7.5M = 18,750
    [20_000_000, 87_500, 14_000, 101_500], // 50,000 + 37,500
    [100_000_000, 287_500, 46_000, 333_500], // 50,000 + 237,500
  ])('KSh %d → fee %d + VAT %d = %d', (value, fee, vat, total) => {
    expect(valuationFee(value)).toEqual({ fee, vat, total });
  });
});

describe('valuationFee — rounding half up to whole KSh', () => {
  it('rounds a fee of exactly .5 up', () => {
    // 50,000 + 0.25% × 200 = 50,000.50 → 50,001; VAT 8,000.16 → 8,000.
    expect(valuationFee(5_000_200)).toEqual({ fee: 50_001, vat: 8_000, total: 58_001 });
  });

  it('rounds a fee below .5 down and above .5 up', () => {
    // 50,000 + 0.25% × 199 = 50,000.4975 → 50,000
    expect(valuationFee(5_000_199).fee).toBe(50_000);
    // 50,000 + 0.25% × 201 = 50,000.5025 → 50,001
    expect(valuationFee(5_000_201).fee).toBe(50_001);
    // first band: 1% of 2,777,750 = 27,777.50 → 27,778
    expect(valuationFee(2_777_750).fee).toBe(27_778);
    // 1% of 2,777,749 = 27,777.49 → 27,777
    expect(valuationFee(2_777_749).fee).toBe(27_777);
  });

  it('rounds VAT to whole shillings both ways', () => {
    // fee 30,003 → VAT 4,800.48 → 4,800
    expect(valuationFee(3_000_300)).toEqual({ fee: 30_003, vat: 4_800, total: 34_803 });
    // fee 30,004 → VAT 4,800.64 → 4,801
    expect(valuationFee(3_000_400)).toEqual({ fee: 30_004, vat: 4_801, total: 34_805 });
  });

  it('rounds a value with cents to whole KSh first', () => {
    expect(valuationFee(3_000_049.4)).toEqual(valuationFee(3_000_049));
    expect(valuationFee(3_000_049.5)).toEqual(valuationFee(3_000_050));
  });

  it('always returns integers and total = fee + VAT', () => {
    for (const value of [1, 999_999, 4_321_987, 5_123_457, 77_777_777, 1_234_567_891]) {
      const { fee, vat, total } = valuationFee(value);
      expect(Number.isInteger(fee) && Number.isInteger(vat) && Number.isInteger(total)).toBe(true);
      expect(total).toBe(fee + vat);
      expect(fee).toBeGreaterThanOrEqual(FEE_MINIMUM_KSH);
    }
  });
});

describe('valuationFee — refuses what is not a value', () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d throws a RangeError', (value) => {
    expect(() => valuationFee(value)).toThrow(RangeError);
  });
});
