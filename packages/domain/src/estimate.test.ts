import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_BASE_PRICE,
  ESTIMATE_DEFAULT_SIZE_SQM,
  ESTIMATE_DELAY_MS,
  ESTIMATE_DISCLAIMERS,
  ESTIMATE_NAIROBI_MULTIPLIER,
  ESTIMATE_OTHER_MULTIPLIER,
  ESTIMATE_PRICE_PER_SQM,
  PROPERTY_TYPES,
  basePriceFor,
  canEstimate,
  estimatePrice,
  locationMultiplier,
  parseSizeSqm,
} from './estimate.ts';

describe('estimator constants', () => {
  it('match the spec', () => {
    expect(PROPERTY_TYPES).toEqual(['residential', 'commercial', 'industrial', 'land']);
    expect(ESTIMATE_BASE_PRICE).toEqual({ residential: 150_000, commercial: 300_000, other: 200_000 });
    expect(ESTIMATE_PRICE_PER_SQM).toBe(800);
    expect(ESTIMATE_NAIROBI_MULTIPLIER).toBe(1.5);
    expect(ESTIMATE_OTHER_MULTIPLIER).toBe(1.2);
    expect(ESTIMATE_DEFAULT_SIZE_SQM).toBe(100);
    expect(ESTIMATE_DELAY_MS).toBe(2000);
    expect(ESTIMATE_DISCLAIMERS).toEqual([
      'This is a rough estimate. Get a professional valuation for accurate pricing.',
      'This is an automated estimate and should not be used for official purposes',
    ]);
  });
});

describe('basePriceFor', () => {
  it.each([
    ['residential', 150_000],
    ['commercial', 300_000],
    ['industrial', 200_000],
    ['land', 200_000],
    ['', 200_000],
    ['Residential', 200_000],
  ])('%j → %d', (type, expected) => {
    expect(basePriceFor(type)).toBe(expected);
  });
});

describe('parseSizeSqm', () => {
  it('reads a number', () => {
    expect(parseSizeSqm('500')).toBe(500);
    expect(parseSizeSqm('120.5')).toBe(120.5);
    expect(parseSizeSqm(' 42 ')).toBe(42);
    expect(parseSizeSqm('0')).toBe(0);
  });

  it('reads a leading number followed by text (parseFloat)', () => {
    expect(parseSizeSqm('300 sqm')).toBe(300);
  });

  it('counts a non-numeric size as 100', () => {
    expect(parseSizeSqm('abc')).toBe(100);
    expect(parseSizeSqm('')).toBe(100);
    expect(parseSizeSqm('Infinity')).toBe(100);
  });
});

describe('locationMultiplier', () => {
  it('is 1.5 when the location contains "nairobi", whatever the case', () => {
    expect(locationMultiplier('Nairobi')).toBe(1.5);
    expect(locationMultiplier('Westlands, NAIROBI')).toBe(1.5);
    expect(locationMultiplier('nairobi county')).toBe(1.5);
  });

  it('is 1.2 anywhere else', () => {
    expect(locationMultiplier('Mombasa')).toBe(1.2);
    expect(locationMultiplier('')).toBe(1.2);
    expect(locationMultiplier('Nai robi')).toBe(1.2);
  });
});

describe('estimatePrice', () => {
  it('Nairobi residential 500 m² = (150000 + 400000) × 1.5', () => {
    expect(estimatePrice({ location: 'Nairobi', propertyType: 'residential', size: '500' })).toBe(825_000);
  });

  it('Mombasa commercial 1000 m² = (300000 + 800000) × 1.2', () => {
    expect(estimatePrice({ location: 'Mombasa', propertyType: 'commercial', size: '1000' })).toBe(1_320_000);
  });

  it('industrial and land use the other base price', () => {
    expect(estimatePrice({ location: 'Nakuru', propertyType: 'industrial', size: '100' })).toBe(336_000);
    expect(estimatePrice({ location: 'Nairobi', propertyType: 'land', size: '100' })).toBe(420_000);
  });

  it('a non-numeric size counts as 100 m²', () => {
    expect(estimatePrice({ location: 'Kisumu', propertyType: 'residential', size: 'big' })).toBe(
      estimatePrice({ location: 'Kisumu', propertyType: 'residential', size: '100' }),
    );
  });

  it('rounds to whole shillings', () => {
    // (150000 + 0.5 × 800) × 1.2 = 180480
    expect(estimatePrice({ location: 'Eldoret', propertyType: 'residential', size: '0.5' })).toBe(180_480);
    // (200000 + 1.001 × 800) × 1.5 = 301201.2 → 301201
    expect(estimatePrice({ location: 'nairobi', propertyType: 'land', size: '1.001' })).toBe(301_201);
    // (200000 + 1.0015 × 800) × 1.5 = 301201.8 → 301202
    expect(estimatePrice({ location: 'nairobi', propertyType: 'land', size: '1.0015' })).toBe(301_202);
  });
});

describe('canEstimate', () => {
  const full = { location: 'Nairobi', propertyType: 'residential', size: '500' };

  it('is true when all three inputs are present', () => {
    expect(canEstimate(full)).toBe(true);
  });

  it('is true for a non-numeric size (it counts as 100)', () => {
    expect(canEstimate({ ...full, size: 'abc' })).toBe(true);
  });

  it.each([
    ['location', { ...full, location: '' }],
    ['blank location', { ...full, location: '   ' }],
    ['property type', { ...full, propertyType: '' }],
    ['blank property type', { ...full, propertyType: ' ' }],
    ['size', { ...full, size: '' }],
    ['blank size', { ...full, size: '  ' }],
  ])('is false without %s', (_name, input) => {
    expect(canEstimate(input)).toBe(false);
  });
});
