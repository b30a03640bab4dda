import { paragraphs } from '@thamani/domain/report-placeholders';
import type { ReportContent } from '@thamani/domain/reports';

/** A small bank report's content for the preview's tests. */
export function previewFixture(overrides: Partial<ReportContent> = {}): ReportContent {
  return {
    sections: [
      {
        id: 'instructions',
        kind: 'narrative',
        title: 'Instructions',
        body: paragraphs('We valued {{property.lrNumber}} for {{client.name}}.'),
      },
      {
        id: 'identification',
        kind: 'fields',
        title: 'Identification',
        fields: [
          { key: 'property.lrNumber', label: 'LR / title number', type: 'text', required: true },
          { key: 'areas.siteAreaHa', label: 'Site area', type: 'number', unit: 'ha', required: false },
        ],
      },
      { id: 'comparables', kind: 'comparables', title: 'Comparable sales' },
      { id: 'photos', kind: 'photos', title: 'Photographs' },
      { id: 'valuation', kind: 'valuation', title: 'Valuation', values: ['marketValue', 'forcedSaleValue'] },
    ],
    fields: {
      'property.lrNumber': 'Nairobi/Block 82/1234',
      'areas.siteAreaHa': 0.25,
      'client.name': 'Equity Bank',
      'dates.valuation': '2026-03-12',
      'values.marketValue': 12_500_000,
      'values.marketValueWords': 'Kenya Shillings Twelve Million Five Hundred Thousand Only',
      'values.forcedSaleValue': 9_375_000,
      'values.forcedSaleValueWords': 'Kenya Shillings Nine Million Three Hundred and Seventy-Five Thousand Only',
    },
    comparables: [
      {
        id: 'c1',
        address: 'Plot 7, Ngong Road',
        date: '2025-11-02',
        price: 12_000_000,
        sizeSqm: 1000,
        adjustmentPercent: 10,
        notes: '',
      },
    ],
    photos: [{ documentId: '00000000-0000-4000-8000-0000000000a1', caption: 'Front elevation' }],
    sources: { 'firm.name': 'Thamani Valuers Ltd', 'firm.address': 'Nairobi, Kenya' },
    ...overrides,
  };
}
