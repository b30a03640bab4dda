import { describe, expect, it } from 'vitest';
import { FeeQuoteRequestSchema, OffScaleFeeBodySchema } from './contract.ts';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a quote request', () => {
  it('takes what is valued, the value expected in whole shillings, and optionally the purpose and the distance', () => {
    expect(
      FeeQuoteRequestSchema.parse({
        category: 'ordinary',
        expectedValue: 10_000_000,
        purpose: 'mortgage',
        distanceKm: 30,
      }),
    ).toEqual({
      category: 'ordinary',
      expectedValue: 10_000_000,
      purpose: 'mortgage',
      distanceKm: 30,
    });
    expect(FeeQuoteRequestSchema.parse({ category: 'ordinary', expectedValue: 1 })).toEqual({
      category: 'ordinary',
      expectedValue: 1,
    });
  });

  it('asks for a value of at least KSh 1 in whole shillings', () => {
    for (const expectedValue of [0, -5, 1_000.5, '10000000', undefined]) {
      expect(errorOf(FeeQuoteRequestSchema.safeParse({ category: 'ordinary', expectedValue }))).toBe(
        'Enter the value you expect, in whole shillings (at least KSh 1).',
      );
    }
    expect(errorOf(FeeQuoteRequestSchema.safeParse({ category: 'ordinary', expectedValue: 1e13 }))).toBe(
      'That value is too large. Enter it in whole shillings.',
    );
  });

  it('asks for a kind of valuation it knows, and a distance in whole kilometres', () => {
    expect(errorOf(FeeQuoteRequestSchema.safeParse({ category: 'boats', expectedValue: 1 }))).toBe(
      'Choose what is to be valued.',
    );
    expect(errorOf(FeeQuoteRequestSchema.safeParse({ category: 'ordinary', expectedValue: 1, distanceKm: 2.5 }))).toBe(
      'Enter the distance in whole kilometres, from 0 to 2000.',
    );
  });
});

describe('a fee off the scale, as an admin sends it', () => {
  it('needs a reason of at least 20 characters, trimmed', () => {
    expect(OffScaleFeeBodySchema.safeParse({ fee: 40_000, reason: '  too short  ' }).success).toBe(false);
    expect(OffScaleFeeBodySchema.parse({ fee: 40_000, reason: '  Bank panel rate agreed in writing  ' })).toEqual({
      fee: 40_000,
      reason: 'Bank panel rate agreed in writing',
    });
  });
});
