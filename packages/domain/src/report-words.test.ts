import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_IN_WORDS_MAX, amountInWords, wordsMatchAmount } from './report-words.ts';

describe('amountInWords', () => {
  it('writes Kenyan report amounts to the shilling', () => {
    expect(amountInWords(12_500_000)).toBe('Kenya Shillings Twelve Million Five Hundred Thousand Only');
    expect(amountInWords(0)).toBe('Kenya Shillings Zero Only');
    expect(amountInWords(127)).toBe('Kenya Shillings One Hundred and Twenty-Seven Only');
    expect(amountInWords(8_750_001)).toBe(
      'Kenya Shillings Eight Million Seven Hundred and Fifty Thousand and One Only',
    );
    expect(amountInWords(1_000_100)).toBe('Kenya Shillings One Million One Hundred Only');
    expect(amountInWords(AMOUNT_IN_WORDS_MAX)).toBe(
      'Kenya Shillings Nine Hundred and Ninety-Nine Billion Nine Hundred and Ninety-Nine Million ' +
        'Nine Hundred and Ninety-Nine Thousand Nine Hundred and Ninety-Nine Only',
    );
  });

  it('refuses negatives, fractions and amounts beyond the billions', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(AMOUNT_IN_WORDS_MAX + 1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('wordsMatchAmount', () => {
  it('accepts the ways valuers write the same amount', () => {
    const amount = 12_527_000;
    for (const words of [
      'Kenya Shillings Twelve Million Five Hundred and Twenty-Seven Thousand Only',
      'KENYA SHILLINGS TWELVE MILLION, FIVE HUNDRED AND TWENTY SEVEN THOUSAND ONLY',
      'KSh twelve million five hundred twenty-seven thousand',
      'Shillings Twelve Million Five Hundred and Twenty Seven Thousand only',
      'Twelve million five hundred and twenty-seven thousand shillings only',
      'Kshs. Twelve Million Five Hundred Twenty-Seven Thousand Only /=',
    ]) {
      expect(wordsMatchAmount(words, amount), words).toBe(true);
    }
  });

  it('refuses words for another amount, and empty words', () => {
    expect(wordsMatchAmount('Kenya Shillings Twelve Million Only', 12_500_000)).toBe(false);
    expect(wordsMatchAmount('Kenya Shillings Five Hundred Million Only', 5_000_000)).toBe(false);
    expect(wordsMatchAmount('Kenya Shillings Only', 0)).toBe(false);
    expect(wordsMatchAmount('', 0)).toBe(false);
    expect(wordsMatchAmount('Kenya Shillings Ten Only', 10.5)).toBe(false);
  });

  it('matches every amount it writes, and never the shilling either side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: AMOUNT_IN_WORDS_MAX - 1 }), (n) => {
        const words = amountInWords(n);
        return wordsMatchAmount(words, n) && !wordsMatchAmount(words, n - 1) && !wordsMatchAmount(words, n + 1);
      }),
      { numRuns: 2000 },
    );
  });
});
