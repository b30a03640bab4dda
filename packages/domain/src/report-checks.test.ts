import { describe, expect, it } from 'vitest';
import { runReportChecks, type ReportChecksInput } from './report-checks.ts';
import { standardField } from './report-fields.ts';
import { paragraphs } from './report-placeholders.ts';
import { amountInWords } from './report-words.ts';
import { CHECK_IDS, type CheckId, type ReportContent, type ReportSection } from './reports.ts';

const SECTIONS: ReportSection[] = [
  {
    id: 'instructions',
    kind: 'narrative',
    title: 'Instructions',
    body: paragraphs('Instructed by {{client.instructingParty}} for {{client.name}}.'),
  },
  {
    id: 'particulars',
    kind: 'fields',
    title: 'Instructions and dates',
    fields: [
      standardField('client.name', true),
      standardField('client.instructingParty', true),
      standardField('property.lrNumber', true),
      standardField('tenure.type', true),
      standardField('property.registryMapSheet'),
      standardField('dates.inspection', true),
      standardField('dates.valuation', true),
    ],
  },
  { id: 'valuation', kind: 'valuation', title: 'Valuation', values: ['marketValue', 'forcedSaleValue'] },
];

const sale = (n: number, date: string | null = '2025-11-01', price: number | null = 10_000_000) => ({
  id: `c${n}`,
  address: `Plot ${n}, Kilimani`,
  date,
  price,
  sizeSqm: 200,
  adjustmentPercent: 0,
  notes: '',
});
const PHOTO = { documentId: '00000000-0000-4000-8000-0000000000aa', caption: 'Front elevation' };

function complete(fields: ReportContent['fields'] = {}): ReportContent {
  return {
    sections: SECTIONS,
    fields: {
      'client.name': 'Jane Wanjiru',
      'client.instructingParty': 'KCB Bank Kenya Ltd',
      'property.lrNumber': 'Nairobi/Block 82/99',
      'tenure.type': 'Leasehold',
      'dates.inspection': '2026-03-09',
      'dates.valuation': '2026-03-12',
      'values.marketValue': 12_500_000,
      'values.marketValueWords': amountInWords(12_500_000),
      'values.forcedSaleValue': 9_375_000,
      'values.forcedSaleValueWords': amountInWords(9_375_000),
      'valuation.method': 'Comparison',
      ...fields,
    },
    comparables: [sale(1), sale(2), sale(3)],
    photos: [PHOTO],
    sources: {},
  };
}

const input = (over: Partial<ReportChecksInput> = {}): ReportChecksInput => ({
  content: complete(),
  valuerVrbNumber: 'VRB/A/1234',
  fsvBand: { min: 0.7, max: 0.85 },
  minComparables: 3,
  today: '2026-03-12',
  propertyType: 'residential',
  ...over,
});

const check = (id: CheckId, over: Partial<ReportChecksInput> = {}) => {
  const found = runReportChecks(input(over)).checks.find((c) => c.id === id);
  if (!found) {
    throw new Error(id);
  }
  return found;
};

describe('runReportChecks', () => {
  it('passes a complete report, one check per id in order', () => {
    const { checks, blocked } = runReportChecks(input());
    expect(checks.map((c) => c.id)).toEqual([...CHECK_IDS]);
    expect(checks.map((c) => c.result)).toEqual(CHECK_IDS.map(() => 'pass'));
    expect(blocked).toBe(false);
    expect(checks.find((c) => c.id === 'fsv_band')?.message).toBe(
      'FSV is 75 % of MV, within the firm’s usual band of 70–85 %.',
    );
  });

  it('names the missing required fields, the values and their words included, and links to the first', () => {
    const result = check('required_fields', {
      content: complete({
        'client.instructingParty': ' ',
        'tenure.type': null,
        'values.forcedSaleValue': null,
        'values.forcedSaleValueWords': null,
      }),
    });
    expect(result).toMatchObject({
      result: 'fail',
      message: 'Fill in Instructing party, Tenure, Forced Sale Value + 1 more.',
      target: { fieldKey: 'client.instructingParty' },
    });
  });

  it('fails a Forced Sale Value above the Market Value, and blocks submission', () => {
    const checks = runReportChecks(
      input({
        content: complete({
          'values.marketValue': 8_000_000,
          'values.marketValueWords': amountInWords(8_000_000),
          'values.forcedSaleValue': 9_000_000,
          'values.forcedSaleValueWords': amountInWords(9_000_000),
        }),
      }),
    );
    expect(checks.checks.find((c) => c.id === 'fsv_not_above_mv')).toMatchObject({
      result: 'fail',
      message: 'Forced Sale Value (KSh 9,000,000) is above Market Value (KSh 8,000,000).',
      target: { fieldKey: 'values.forcedSaleValue' },
    });
    expect(checks.blocked).toBe(true);
  });

  it('warns, without blocking, when FSV is outside the firm’s band', () => {
    const content = complete({
      'values.forcedSaleValue': 11_250_000,
      'values.forcedSaleValueWords': amountInWords(11_250_000),
    });
    const result = runReportChecks(input({ content }));
    expect(result.checks.find((c) => c.id === 'fsv_band')).toMatchObject({
      result: 'warning',
      message: 'FSV is 90 % of MV; the firm’s usual band is 70–85 %.',
      target: { fieldKey: 'values.forcedSaleValue' },
    });
    expect(result.blocked).toBe(false);
    // 85.04 % prints as 85 %: inside the band.
    expect(check('fsv_band', { content: complete({ 'values.forcedSaleValue': 10_630_000 }) }).result).toBe('pass');
    expect(check('fsv_band', { content: complete({ 'values.forcedSaleValue': 10_700_000 }) }).message).toBe(
      'FSV is 85.6 % of MV; the firm’s usual band is 70–85 %.',
    );
  });

  it('calls the FSV checks not applicable, never a pass, when the report states no FSV', () => {
    const content = {
      ...complete(),
      sections: SECTIONS.map((s) => (s.kind === 'valuation' ? { ...s, values: ['marketValue' as const] } : s)),
    };
    expect(check('fsv_not_above_mv', { content })).toMatchObject({ result: 'not_applicable', target: null });
    expect(check('fsv_band', { content }).result).toBe('not_applicable');
    expect(runReportChecks(input({ content })).blocked).toBe(false);
    expect(check('fsv_band', { content }).message).toBe(
      'This report does not state both a Market Value and a Forced Sale Value.',
    );
  });

  it('fails words that do not say the figure', () => {
    const result = check('words_match_figures', {
      content: complete({ 'values.forcedSaleValueWords': 'Kenya Shillings Nine Million Three Hundred Thousand Only' }),
    });
    expect(result).toMatchObject({
      result: 'fail',
      message: 'Forced Sale Value in words does not say KSh 9,375,000.',
      target: { fieldKey: 'values.forcedSaleValueWords' },
    });
  });

  it('sends a valuer without a VRB number to their profile', () => {
    expect(check('valuer_vrb_number', { valuerVrbNumber: '  ' })).toMatchObject({
      result: 'fail',
      target: { profile: true },
    });
    expect(check('valuer_vrb_number', { valuerVrbNumber: null }).result).toBe('fail');
  });

  it('wants inspection ≤ valuation ≤ today, and both dates', () => {
    expect(
      check('dates_in_order', { content: complete({ 'dates.inspection': null, 'dates.valuation': 'soon' }) }),
    ).toMatchObject({
      result: 'fail',
      message: 'Fill in the date of inspection and the date of valuation.',
      target: { fieldKey: 'dates.inspection' },
    });
    expect(check('dates_in_order', { content: complete({ 'dates.inspection': '2026-03-13' }) }).message).toBe(
      'The date of inspection (13 March 2026) is after the date of valuation (12 March 2026).',
    );
    expect(check('dates_in_order', { today: '2026-03-11' })).toMatchObject({
      result: 'fail',
      message: 'The date of valuation (12 March 2026) is in the future.',
    });
    expect(check('dates_in_order', { content: complete({ 'dates.inspection': '2026-03-12' }) }).result).toBe('pass');
  });

  it('lists placeholders left without a value and links to their section', () => {
    const result = check('placeholders_resolved', { content: complete({ 'client.instructingParty': null }) });
    expect(result).toMatchObject({
      result: 'fail',
      message: 'Fill in or remove {{client.instructingParty}} in Instructions.',
      target: { sectionId: 'instructions' },
    });
  });

  describe('comparable sales', () => {
    const withSales = (comparables: ReportContent['comparables'], method = 'Comparison') => ({
      content: { ...complete({ 'valuation.method': method }), comparables },
    });

    it('fails a comparison-method valuation with fewer recorded sales than the firm asks for, and blocks submission', () => {
      const one = check('comparables_enough', withSales([sale(1)]));
      expect(one).toMatchObject({ result: 'fail', target: { fieldKey: 'valuation.method' } });
      expect(one.message).toBe(
        'The method is Comparison but only 1 comparable sale is recorded; the firm asks for at least 3 comparable sales. Add sales with their address and price, or choose another method.',
      );
      expect(runReportChecks(input(withSales([sale(1)]))).blocked).toBe(true);
      expect(check('comparables_enough', withSales([])).message).toMatch(
        /^The method is Comparison but no comparable sales are recorded;/,
      );
    });

    it('counts only rows with an address and a price, and follows the firm’s minimum', () => {
      const blank = { ...sale(3), address: ' ' };
      expect(check('comparables_enough', withSales([sale(1), sale(2, null, null), blank])).message).toMatch(
        /only 1 comparable sale is/,
      );
      expect(check('comparables_enough', withSales([sale(1), sale(2), sale(3)])).result).toBe('pass');
      expect(check('comparables_enough', { ...withSales([sale(1)]), minComparables: 1 }).result).toBe('pass');
      expect(check('comparables_enough', { ...withSales([]), minComparables: 0 }).result).toBe('pass');
    });

    it('points at the comparables section when the report has one', () => {
      const content = {
        ...withSales([]).content,
        sections: [...SECTIONS, { id: 'sales', kind: 'comparables' as const, title: 'Comparable sales' }],
      };
      expect(check('comparables_enough', { content }).target).toEqual({ sectionId: 'sales' });
    });

    it('does not ask for comparables under another method: not applicable', () => {
      expect(check('comparables_enough', withSales([], 'Cost (contractor’s)')).result).toBe('not_applicable');
    });

    it('calls the age check not applicable while no sale has a date', () => {
      expect(check('comparables_recent', withSales([])).result).toBe('not_applicable');
      expect(check('comparables_recent', withSales([sale(1, null)])).result).toBe('not_applicable');
    });

    it('warns for each sale older than 24 months before the date of valuation', () => {
      const outcome = check(
        'comparables_recent',
        withSales([sale(1, '2024-03-11'), sale(2, '2024-03-12'), sale(3, '2023-01-05'), sale(4, null)]),
      );
      expect(outcome.result).toBe('warning');
      expect(outcome.message).toContain('Plot 1, Kilimani');
      expect(outcome.message).toContain('Plot 3, Kilimani');
      expect(outcome.message).not.toContain('Plot 2');
      expect(outcome.message).not.toContain('Plot 4');
      expect(check('comparables_recent', withSales([sale(1, '2024-03-12')])).result).toBe('pass');
    });
  });

  describe('photographs', () => {
    const noPhotos = (over: Partial<ReportChecksInput> = {}) => ({ content: { ...complete(), photos: [] }, ...over });
    const withPhotosSection = {
      content: {
        ...complete(),
        photos: [],
        sections: [...SECTIONS, { id: 'pics', kind: 'photos' as const, title: 'Photographs' }],
      },
    };

    it('warns, without blocking, when a residential or commercial report has no photographs, naming the fix', () => {
      const outcome = check('photos_included', withPhotosSection);
      expect(outcome).toEqual({
        id: 'photos_included',
        label: 'Photographs of the property included',
        result: 'warning',
        message:
          'No photographs are included. A residential property\'s report shows the property: pick photographs from the inspection in "Photographs".',
        target: { sectionId: 'pics' },
      });
      expect(runReportChecks(input(withPhotosSection)).blocked).toBe(false);
      expect(check('photos_included', noPhotos({ propertyType: 'commercial' })).result).toBe('warning');
      expect(check('photos_included', noPhotos({ propertyType: 'industrial' })).message).toMatch(
        /^No photographs are included\. An industrial property's report shows the property/,
      );
      expect(check('photos_included', noPhotos({ propertyType: null })).result).toBe('warning');
    });

    it('passes with photographs, and does not apply to land without them', () => {
      expect(check('photos_included')).toMatchObject({ result: 'pass', message: '1 photograph is included.' });
      expect(check('photos_included', noPhotos({ propertyType: 'land' })).result).toBe('not_applicable');
      expect(check('photos_included', { propertyType: 'land' }).result).toBe('pass');
    });
  });
});
