import { describe, expect, it } from 'vitest';
import { bandProblems, FEE_CATEGORY_IDS, scaleInForce, type FeeScale } from './scale.ts';
import { FEE_SCALES, VALUERS_RULES_SCALE } from './valuers-rules.data.ts';

describe('the Valuers (Forms and Fees) Rules scale as data', () => {
  it('cites the Act and the Rules, and leaves the unconfirmed legal notice null with a note to check the gazette', () => {
    expect(VALUERS_RULES_SCALE.citation).toMatchObject({
      act: 'Valuers Act (Cap. 532)',
      rules: 'Valuers (Forms and Fees) Rules',
      legalNotice: null,
    });
    expect(VALUERS_RULES_SCALE.citation.note).toMatch(/gazetted/);
  });

  it('ordinary valuations: 1% of the first KSh 5,000,000, 0.25% of the remainder, minimum KSh 25,000, offered and confirmed', () => {
    expect(VALUERS_RULES_SCALE.categories.ordinary).toMatchObject({
      bands: [
        { from: 0, to: 5_000_000, rateBp: 100 },
        { from: 5_000_000, to: null, rateBp: 25 },
      ],
      minimum: 25_000,
      enabled: true,
      confirmed: true,
    });
  });

  it('ships the other categories off and marked unconfirmed', () => {
    for (const id of ['rental', 'plant_machinery', 'furniture_stock'] as const) {
      const category = VALUERS_RULES_SCALE.categories[id];
      expect(category).toMatchObject({ id, enabled: false, confirmed: false });
      expect(category.source).toMatch(/^UNCONFIRMED/);
    }
  });

  it('has well-formed bands in every category of every version', () => {
    for (const scale of FEE_SCALES) {
      expect(Object.keys(scale.categories).sort()).toEqual([...FEE_CATEGORY_IDS].sort());
      for (const category of Object.values(scale.categories)) {
        expect(bandProblems(category.bands), `${scale.id} v${scale.version} ${category.id}`).toEqual([]);
      }
    }
  });
});

describe('bands as data', () => {
  it('names gaps, overlaps, an open band before the last and a closed last band', () => {
    expect(bandProblems([])).toEqual(['The scale has no bands.']);
    expect(bandProblems([{ from: 1, to: null, rateBp: 100 }])).toEqual(['Band 1 starts at 1, not 0.']);
    expect(
      bandProblems([
        { from: 0, to: null, rateBp: 100 },
        { from: 5, to: 10, rateBp: 25 },
      ]),
    ).toEqual([
      'Band 1 has no upper end but is not the last.',
      'Band 2 starts at 5, not 0.',
      'The last band must have no upper end.',
    ]);
    expect(bandProblems([{ from: 0, to: null, rateBp: 2.5 }])).toEqual([
      'Band 1 has a rate that is not whole basis points.',
    ]);
  });
});

describe('the version in force', () => {
  const v2: FeeScale = { ...VALUERS_RULES_SCALE, version: 2, effectiveFrom: '2027-07-01' };
  const scales = [VALUERS_RULES_SCALE, v2];

  it('is the latest to take effect on or before the day', () => {
    expect(scaleInForce(scales, '2027-06-30')?.version).toBe(1);
    expect(scaleInForce(scales, '2027-07-01')?.version).toBe(2);
    expect(scaleInForce([v2, VALUERS_RULES_SCALE], '2030-01-01')?.version).toBe(2);
  });

  it('is none before the first takes effect', () => {
    expect(scaleInForce(scales, '2020-01-01')).toBeNull();
  });
});
