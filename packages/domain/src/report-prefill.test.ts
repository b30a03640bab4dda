import { describe, expect, it } from 'vitest';
import { latestTemplateFor } from './inspection-templates.ts';
import type { InspectionAnswers } from './inspections.ts';
import { unresolvedPlaceholders } from './report-placeholders.ts';
import { prefillReport, type PrefillInput } from './report-prefill.ts';
import { SEEDED_REPORT_TEMPLATES } from './report-templates.data.ts';
import { ReportContentSchema } from './reports.ts';

const template = (key: string) => {
  const found = SEEDED_REPORT_TEMPLATES.find((t) => t.key === key);
  if (!found) {
    throw new Error(key);
  }
  return found.body.sections;
};

const RESIDENTIAL_ANSWERS: InspectionAnswers = {
  'site.area': 0.045,
  'site.access_road': 'tarmac',
  'services.water': ['mains', 'tank'],
  'services.electricity': 'connected',
  'services.sewer': 'septic',
  'tenure.user': 'single_dwelling',
  'improvements.foundation': 'Concrete strip',
  'improvements.walls': 'Machine-cut stone, cement plaster.',
  'improvements.roof': 'Clay tiles on timber trusses',
  'improvements.accommodation': 'Ground floor: lounge, kitchen\nFirst floor: 3 bedrooms',
  'improvements.built_up_area': 180,
  'condition.walls': { rating: 3, note: 'Hairline cracks on the east wall.' },
  'condition.overall': { rating: 4, note: 'Well kept, hairline cracks to the boundary wall' },
  'neighbourhood.character': 'Maisonettes and low-rise flats, 1 km from Yaya Centre.',
  'neighbourhood.zoning': 'Residential (Zone 4)',
  'position.gps': { latitude: -1.2921, longitude: 36.8219, accuracyM: 8.4, capturedAt: '2026-03-09T08:00:00Z' },
};

const input = (over: Partial<PrefillInput> = {}): PrefillInput => ({
  sections: template('bank-mortgage'),
  request: { purpose: 'mortgage', requestedAt: '2026-03-01T22:30:00Z' },
  property: {
    title: 'Kilimani maisonette',
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Road',
    lrNumber: 'Nairobi/Block 82/99',
    sizeSqm: 200,
  },
  client: { name: 'Jane Wanjiru', email: 'jane@example.com' },
  inspection: {
    template: latestTemplateFor('residential'),
    answers: RESIDENTIAL_ANSWERS,
    submittedAt: '2026-03-09T10:00:00Z',
    inspectedOn: null,
  },
  title: null,
  photos: [
    { documentId: '2f1c7a36-4a43-4b7c-9a55-6f2d4fb1f0a1', caption: ' Front elevation ', itemId: null },
    { documentId: '9b8f0a62-8c44-4c8e-a7a3-0f3f8f1a2b3c', caption: null, itemId: null },
  ],
  valuer: { name: 'Peter Otieno', vrbNumber: 'VRB/A/1234' },
  firm: { name: 'Thamani Valuers Ltd', address: 'Nairobi, Kenya' },
  today: '2026-03-12',
  ...over,
});

describe('prefillReport', () => {
  it('fills in what the request, inspection, valuer and firm already say', () => {
    const content = prefillReport(input());
    expect(ReportContentSchema.safeParse(content).success).toBe(true);
    expect(content.fields).toMatchObject({
      'client.name': 'Jane Wanjiru',
      'client.instructingParty': 'Jane Wanjiru',
      'request.purpose': 'Mortgage / bank',
      'dates.instruction': '2026-03-02',
      'dates.inspection': '2026-03-09',
      'dates.valuation': '2026-03-12',
      'property.lrNumber': 'Nairobi/Block 82/99',
      'location.gps': '-1.29210, 36.82190 (±8 m)',
      'tenure.type': null,
      'tenure.user': 'Single dwelling',
      'areas.siteAreaHa': 0.045,
      'areas.builtUpAreaSqm': 180,
      'services.summary':
        'Water: Mains supply, Storage tank; Electricity: Connected (KPLC); Sewer or septic: Septic tank',
      'planning.zoning': 'Residential (Zone 4)',
      'improvements.condition': 'Good — Well kept, hairline cracks to the boundary wall',
      'valuation.basis': 'Market Value and Forced Sale Value',
      'valuation.method': 'Comparison',
      'valuation.validityMonths': 6,
      'values.marketValue': null,
      'values.forcedSaleValueWords': null,
    });
    expect(content.fields['improvements.description']).toBe(
      'Foundation: Concrete strip; Walls: Machine-cut stone, cement plaster; Roof: Clay tiles on timber trusses; ' +
        'Accommodation: Ground floor: lounge, kitchen; First floor: 3 bedrooms',
    );
    expect(content.sources).toMatchObject({
      'valuer.vrbNumber': 'VRB/A/1234',
      'firm.name': 'Thamani Valuers Ltd',
      'client.email': 'jane@example.com',
      'inspection.builtUpArea': 180,
      'inspection.date': '2026-03-09',
      'property.title': 'Kilimani maisonette',
    });
    expect(content.photos).toEqual([
      { documentId: '2f1c7a36-4a43-4b7c-9a55-6f2d4fb1f0a1', caption: 'Front elevation' },
      { documentId: '9b8f0a62-8c44-4c8e-a7a3-0f3f8f1a2b3c', caption: '' },
    ]);
    expect(content.comparables).toEqual([]);
  });

  it('leaves nothing unresolved in the bank template’s narrative', () => {
    expect(unresolvedPlaceholders(prefillReport(input()))).toEqual([]);
  });

  it.each([
    [1, 'Poor'],
    [2, 'Fair'],
    [3, 'Average'],
    [4, 'Good'],
    [5, 'Excellent'],
  ])('prints a condition rated %i on the phone as "%s", the inspection’s own word', (rating, word) => {
    const answers = { ...RESIDENTIAL_ANSWERS, 'condition.overall': { rating, note: 'As seen' } };
    const content = prefillReport(input({ inspection: { ...input().inspection, answers } }));
    expect(content.fields['improvements.condition']).toBe(`${word} — As seen`);
    expect(content.sources['inspection.condition']).toBe(`${word} — As seen`);
  });

  it('dates the inspection by the day on site, else by the Nairobi day it was submitted', () => {
    const onSite = prefillReport(input({ inspection: { ...input().inspection, inspectedOn: '2026-03-07' } }));
    expect(onSite.fields['dates.inspection']).toBe('2026-03-07');
    expect(onSite.sources['inspection.date']).toBe('2026-03-07');
    // 22:30 UTC on the 9th is already the 10th in Nairobi.
    const older = prefillReport(input({ inspection: { ...input().inspection, submittedAt: '2026-03-09T22:30:00Z' } }));
    expect(older.fields['dates.inspection']).toBe('2026-03-10');
  });

  it('captions a photo taken on a checklist item with the item and the note, and keeps its section', () => {
    const content = prefillReport(
      input({
        photos: [
          { documentId: '2f1c7a36-4a43-4b7c-9a55-6f2d4fb1f0a1', caption: null, itemId: 'condition.walls' },
          {
            documentId: '9b8f0a62-8c44-4c8e-a7a3-0f3f8f1a2b3c',
            caption: 'Gate from the road',
            itemId: 'site.access_road',
          },
          { documentId: '0c2d6e4b-5b1a-4c1e-9f3a-1a2b3c4d5e6f', caption: null, itemId: 'condition.roof' },
        ],
      }),
    );
    expect(ReportContentSchema.safeParse(content).success).toBe(true);
    expect(content.photos).toEqual([
      {
        documentId: '2f1c7a36-4a43-4b7c-9a55-6f2d4fb1f0a1',
        caption: 'Walls — Hairline cracks on the east wall',
        section: 'Condition',
      },
      {
        documentId: '9b8f0a62-8c44-4c8e-a7a3-0f3f8f1a2b3c',
        caption: 'Access road — Gate from the road',
        section: 'Site',
      },
      { documentId: '0c2d6e4b-5b1a-4c1e-9f3a-1a2b3c4d5e6f', caption: 'Roof', section: 'Condition' },
    ]);
  });

  it('fills the instructing party only for a mortgage, and the title facts a person confirmed', () => {
    const sale = prefillReport(input({ request: { purpose: 'sale', requestedAt: '2026-03-01T22:30:00Z' } }));
    expect(sale.fields['client.instructingParty']).toBeNull();
    const confirmed = prefillReport(
      input({ title: { registryMapSheet: '82', deedPlanNumber: 'DP 12345', registeredOwner: null } }),
    );
    expect(confirmed.fields).toMatchObject({
      'property.registryMapSheet': '82',
      'property.deedPlanNumber': 'DP 12345',
      'property.registeredOwner': null,
      'property.address': 'Argwings Kodhek Road',
      'property.county': 'Nairobi',
      'property.town': 'Kilimani',
    });
  });

  it('reads the tenure from the attached papers: a certificate of lease is leasehold, a title deed freehold', () => {
    expect(prefillReport(input()).fields['tenure.type']).toBeNull();
    expect(prefillReport(input({ documentCategories: ['title_deed', 'id'] })).fields['tenure.type']).toBe('Freehold');
    expect(prefillReport(input({ documentCategories: ['certificate_of_lease'] })).fields['tenure.type']).toBe(
      'Leasehold',
    );
    // A certificate of lease beside a (mislabelled) title deed still means a lease.
    expect(
      prefillReport(input({ documentCategories: ['title_deed', 'certificate_of_lease'] })).fields['tenure.type'],
    ).toBe('Leasehold');
  });

  it('copes with a land inspection with few answers, using the client’s stated size', () => {
    const content = prefillReport(
      input({
        sections: template('market-sale'),
        request: { purpose: null, requestedAt: '2026-03-01T08:00:00Z' },
        property: { ...input().property, propertyType: 'land', lrNumber: null, address: null, sizeSqm: 4047 },
        inspection: {
          template: latestTemplateFor('land'),
          answers: { 'tenure.user': 'grazing' },
          submittedAt: '2026-03-09T10:00:00Z',
          inspectedOn: null,
        },
        valuer: { name: 'Peter Otieno', vrbNumber: null },
        photos: [],
      }),
    );
    expect(ReportContentSchema.safeParse(content).success).toBe(true);
    expect(content.fields).toMatchObject({
      'areas.siteAreaHa': 0.4047,
      'areas.builtUpAreaSqm': null,
      'property.lrNumber': null,
      'location.gps': null,
      'tenure.user': 'Grazing',
      'request.purpose': null,
      'valuation.basis': 'Market Value',
    });
    expect(content.sources).not.toHaveProperty('valuer.vrbNumber');
    expect(content.sources).not.toHaveProperty('inspection.siteArea');
  });

  it('picks the basis and method of an insurance template', () => {
    const content = prefillReport(
      input({
        sections: template('insurance-reinstatement'),
        request: { purpose: 'insurance', requestedAt: '2026-03-01T08:00:00Z' },
      }),
    );
    expect(content.fields['valuation.basis']).toBe('Reinstatement cost');
    expect(content.fields['valuation.method']).toBe('Cost (contractor’s)');
  });

  it('keeps long answers within what a field can hold', () => {
    const answers = { ...RESIDENTIAL_ANSWERS, 'improvements.accommodation': `${'Bedroom '.repeat(500)}🏠🏠` };
    const content = prefillReport(input({ inspection: { ...input().inspection, answers } }));
    expect(ReportContentSchema.safeParse(content).success).toBe(true);
    expect(String(content.fields['improvements.description'])).toMatch(/…$/);
  });
});
