import { describe, expect, it } from 'vitest';
import { countyInLocation } from './counties.ts';
import {
  MARKET_EVIDENCE_MIN_VALUATIONS,
  MarketEvidenceQuerySchema,
  formatEvidencePeriod,
  impliedValue,
  median,
  roundTo,
  summariseMarketEvidence,
  type MarketEvidenceSample,
} from './market-evidence.ts';

const at = (iso: string) => new Date(iso);
const sample = (
  marketValue: number,
  sizeSqm: number,
  approvedAt = '2026-06-10T09:00:00+03:00',
): MarketEvidenceSample => ({
  marketValue,
  sizeSqm,
  approvedAt: at(approvedAt),
});

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('roundTo', () => {
  it('rounds to the nearest step', () => {
    expect(roundTo(158_333.33, 1_000)).toBe(158_000);
    expect(roundTo(158_500, 1_000)).toBe(159_000);
  });
});

describe('summariseMarketEvidence', () => {
  const five = [
    sample(38_000_000, 240, '2026-03-02T10:00:00+03:00'),
    sample(30_000_000, 200),
    sample(45_000_000, 300),
    sample(20_000_000, 125),
    sample(52_000_000, 400, '2026-11-11T10:05:00+03:00'),
  ];

  it('says nothing below the minimum of five', () => {
    expect(MARKET_EVIDENCE_MIN_VALUATIONS).toBe(5);
    expect(summariseMarketEvidence(five.slice(0, 4))).toBeNull();
  });

  it('gives the count, the median KSh per m² rounded to KSh 1,000 and the months of the first and last approval', () => {
    // Per m²: 158,333 · 150,000 · 150,000 · 160,000 · 130,000 → median 150,000.
    expect(summariseMarketEvidence(five)).toEqual({
      count: 5,
      medianPerSqm: 150_000,
      firstMonth: '2026-03',
      lastMonth: '2026-11',
    });
    expect(summariseMarketEvidence([...five, sample(31_700_000, 200)])).toMatchObject({
      count: 6,
      medianPerSqm: 154_000,
    });
  });

  it('counts only valuations that state a market value and a size above zero', () => {
    expect(summariseMarketEvidence([...five.slice(0, 4), sample(0, 200), sample(30_000_000, 0)])).toBeNull();
  });

  it('reads the months in Nairobi time', () => {
    const late = [...five.slice(1, 4), sample(1, 1, '2026-02-28T21:30:00Z'), sample(1, 1, '2026-02-28T20:30:00Z')];
    expect(summariseMarketEvidence(late)).toMatchObject({ firstMonth: '2026-02', lastMonth: '2026-06' });
    expect(
      summariseMarketEvidence([
        ...five.slice(1, 4),
        sample(1, 1, '2026-02-28T21:30:00Z'),
        sample(1, 1, '2026-03-01T00:30:00+03:00'),
      ]),
    ).toMatchObject({
      firstMonth: '2026-03',
    });
  });
});

describe('impliedValue', () => {
  it('is the rounded median times the entered size, to KSh 100,000', () => {
    expect(impliedValue({ medianPerSqm: 158_000 }, '180')).toBe(28_400_000);
    expect(impliedValue({ medianPerSqm: 158_000 }, '1,200')).toBe(189_600_000);
  });

  it('is not given for a size that is not a number above zero', () => {
    expect(impliedValue({ medianPerSqm: 158_000 }, 'big')).toBeNull();
    expect(impliedValue({ medianPerSqm: 158_000 }, '0')).toBeNull();
    expect(impliedValue({ medianPerSqm: 158_000 }, ' ')).toBeNull();
  });
});

describe('formatEvidencePeriod', () => {
  it('names the first and last month, or one month', () => {
    expect(formatEvidencePeriod({ firstMonth: '2026-03', lastMonth: '2026-11' })).toBe('March 2026 – November 2026');
    expect(formatEvidencePeriod({ firstMonth: '2026-11', lastMonth: '2026-11' })).toBe('November 2026');
  });
});

describe('MarketEvidenceQuerySchema', () => {
  it('takes an official county and a property type, nothing else', () => {
    expect(MarketEvidenceQuerySchema.parse({ county: 'Nairobi', propertyType: 'residential' })).toEqual({
      county: 'Nairobi',
      propertyType: 'residential',
    });
    expect(MarketEvidenceQuerySchema.safeParse({ county: 'Atlantis', propertyType: 'residential' }).success).toBe(
      false,
    );
    expect(MarketEvidenceQuerySchema.safeParse({ county: 'Nairobi', propertyType: 'castle' }).success).toBe(false);
    expect(MarketEvidenceQuerySchema.safeParse({ county: 'Nairobi', propertyType: 'land', id: '1' }).success).toBe(
      false,
    );
  });
});

describe('countyInLocation', () => {
  it('finds the county a free-text location names', () => {
    expect(countyInLocation('Kilimani, Nairobi')).toBe('Nairobi');
    expect(countyInLocation('Ruiru Kiambu County')).toBe('Kiambu');
    expect(countyInLocation('Eldoret, Uasin Gishu')).toBe('Uasin Gishu');
    expect(countyInLocation('Kilimani')).toBeNull();
  });
});
