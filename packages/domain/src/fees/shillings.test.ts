import { describe, expect, it } from 'vitest';
import { formatRate, isWholeShillings, shareOf } from './shillings.ts';

describe('a percentage of an amount, to the whole shilling', () => {
  it('is exact when the share is whole', () => {
    expect(shareOf(5_000_000, 100)).toBe(50_000);
    expect(shareOf(5_000_000, 25)).toBe(12_500);
    expect(shareOf(62_500, 1600)).toBe(10_000);
  });

  it('rounds half a shilling up and less than half down', () => {
    // 0.25% of 200 = 0.50 → 1; of 199 = 0.4975 → 0; of 201 = 0.5025 → 1
    expect(shareOf(200, 25)).toBe(1);
    expect(shareOf(199, 25)).toBe(0);
    expect(shareOf(201, 25)).toBe(1);
    // 1% of 2,777,750 = 27,777.50 → 27,778; of 2,777,749 = 27,777.49 → 27,777
    expect(shareOf(2_777_750, 100)).toBe(27_778);
    expect(shareOf(2_777_749, 100)).toBe(27_777);
    // 16% of 30,003 = 4,800.48 → 4,800; of 30,004 = 4,800.64 → 4,801
    expect(shareOf(30_003, 1600)).toBe(4_800);
    expect(shareOf(30_004, 1600)).toBe(4_801);
  });

  it('keeps every digit of a very large value', () => {
    // 0.25% of 9,007,199,254,740,991 = 22,517,998,136,852.4775 → …852
    expect(shareOf(Number.MAX_SAFE_INTEGER, 25)).toBe(22_517_998_136_852);
  });

  it('refuses what is not whole shillings', () => {
    expect(() => shareOf(10.5, 100)).toThrow(RangeError);
    expect(() => shareOf(-1, 100)).toThrow(RangeError);
    expect(() => shareOf(100, 2.5)).toThrow(RangeError);
    expect(isWholeShillings(0)).toBe(true);
    expect(isWholeShillings(Number.NaN)).toBe(false);
  });
});

describe('a rate in words', () => {
  it.each([
    [100, '1%'],
    [25, '0.25%'],
    [150, '1.5%'],
    [1600, '16%'],
    [1000, '10%'],
    [5, '0.05%'],
  ])('%d bp reads "%s"', (bp, text) => {
    expect(formatRate(bp)).toBe(text);
  });
});
