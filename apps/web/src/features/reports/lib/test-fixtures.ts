import type { ReportContent, ReportDetail } from '@thamani/domain/reports';

export const REPORT_ID = '11111111-1111-4111-8111-111111111111';
const REQUEST_ID = '22222222-2222-4222-8222-222222222222';

/** A small report content: one fields section, the valuation summary, a narrative. */
export function reportContent(overrides: Partial<ReportContent> = {}): ReportContent {
  return {
    sections: [
      {
        id: 'identification',
        kind: 'fields',
        title: 'Identification',
        fields: [
          { key: 'property.lrNumber', label: 'LR / title number', type: 'text', required: true },
          { key: 'dates.inspection', label: 'Date of inspection', type: 'date', required: true },
          { key: 'dates.valuation', label: 'Date of valuation', type: 'date', required: true },
          { key: 'areas.siteAreaHa', label: 'Site area', type: 'number', required: false, unit: 'ha' },
          { key: 'tenure.type', label: 'Tenure', type: 'choice', required: false, options: ['Freehold', 'Leasehold'] },
        ],
      },
      { id: 'comparables', kind: 'comparables', title: 'Comparable sales' },
      { id: 'valuation', kind: 'valuation', title: 'Valuation', values: ['marketValue', 'forcedSaleValue'] },
      {
        id: 'summary',
        kind: 'narrative',
        title: 'Summary',
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'LR {{property.lrNumber}}.' }] }],
        },
      },
    ],
    fields: {
      'property.lrNumber': 'Nairobi/Block 82/1234',
      'dates.inspection': '2026-03-02',
      'dates.valuation': '2026-03-05',
    },
    comparables: [],
    photos: [],
    sources: { 'valuer.name': 'Jane Wanjiku', 'firm.name': 'Thamani Valuers Ltd' },
    ...overrides,
  };
}

export function reportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: REPORT_ID,
    requestId: REQUEST_ID,
    title: 'Three-bedroom house in Karen',
    status: 'draft',
    requestStatus: 'in-progress',
    version: 3,
    content: reportContent(),
    template: { id: '33333333-3333-4333-8333-333333333333', name: 'Bank / mortgage valuation', version: 1 },
    author: { userId: 'u1', name: 'Jane Wanjiku', vrbNumber: 'VRB/A/1234', hasSignature: true },
    dueDate: null,
    fsvBand: { min: 0.7, max: 0.85 },
    minComparables: 3,
    propertyType: 'residential',
    submissions: [],
    reviews: [],
    photoOptions: [],
    editable: true,
    reviewable: false,
    delivery: null,
    updatedAt: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}
