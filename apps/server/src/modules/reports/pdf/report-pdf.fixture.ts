import { standardField } from '@thamani/domain/report-fields';
import { paragraphs } from '@thamani/domain/report-placeholders';
import type { Comparable, ReportContent, RichTextDoc } from '@thamani/domain/reports';
import type { PdfImage, PdfPhotoPlace, ReportPdfInput } from './report-pdf-input.ts';

/**
 * A bank valuation as a valuer would write it (tests and the render bench). `pages` of narrative
 * text, `comparables` rows and `photos` (document ids photo-1 … photo-N; their images are the
 * caller's).
 */
export function sampleReportContent(
  opts: { narrativeParagraphs?: number; comparables?: number; photos?: number } = {},
): ReportContent {
  const narrative: RichTextDoc = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Instructions' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'We were instructed by ' },
          { type: 'text', text: '{{client.instructingParty}}', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' to value ' },
          { type: 'text', text: '{{property.title}}', marks: [{ type: 'italic' }] },
          { type: 'text', text: ' ({{property.lrNumber}}) for ' },
          { type: 'text', text: 'mortgage purposes', marks: [{ type: 'underline' }] },
          { type: 'text', text: '.' },
          { type: 'hardBreak' },
          { type: 'text', text: 'The property was inspected on {{dates.inspection}}.' },
        ],
      },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tenure: {{tenure.type}}' }] }],
          },
          {
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: 'Registered owner: {{property.registeredOwner}}' }],
              },
            ],
          },
        ],
      },
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Title search at the Nairobi registry' }] }],
          },
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Inspection of the site and buildings' }] }],
          },
        ],
      },
    ],
  };
  const filler = Array.from(
    { length: opts.narrativeParagraphs ?? 4 },
    (_, i) =>
      `${i + 1}. The neighbourhood is a well established residential area of Kilimani with good access to Argwings Kodhek Road, ` +
      'schools, shopping centres and hospitals. Plots in the area range from 0.1 to 0.5 hectares and are developed with ' +
      'maisonettes, town houses and apartment blocks of up to twelve floors. Mains water, sewer, electricity and fibre are ' +
      'connected. Demand for developed residential property has remained steady over the past twelve months.',
  );
  const comparables: Comparable[] = Array.from({ length: opts.comparables ?? 4 }, (_, i) => ({
    id: `c${i + 1}`,
    address: `Plot ${100 + i}, Othaya Road, Kilimani`,
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
    price: 30_000_000 + i * 750_000,
    sizeSqm: 400 + (i % 7) * 25,
    adjustmentPercent: (i % 5) * 5 - 10,
    notes: '',
  }));
  const photoCount = opts.photos ?? 2;
  return {
    sections: [
      { id: 'intro', kind: 'narrative', title: 'Instructions and scope', body: narrative },
      {
        id: 'property',
        kind: 'fields',
        title: 'The property',
        fields: [
          standardField('property.title', true),
          standardField('property.lrNumber', true),
          standardField('property.registeredOwner'),
          standardField('property.encumbrances'),
          standardField('tenure.type', true),
          standardField('tenure.unexpiredYears'),
          standardField('areas.siteAreaHa'),
          standardField('areas.builtUpAreaSqm'),
          standardField('dates.inspection', true),
          standardField('dates.valuation', true),
        ],
      },
      { id: 'location', kind: 'narrative', title: 'Location and neighbourhood', body: paragraphs(...filler) },
      { id: 'comparables', kind: 'comparables', title: 'Comparable sales' },
      { id: 'photos', kind: 'photos', title: 'Photographs' },
      {
        id: 'valuation',
        kind: 'valuation',
        title: 'Valuation',
        values: ['marketValue', 'forcedSaleValue', 'insuranceValue'],
      },
    ],
    fields: {
      'client.name': 'Wanjiru Kamau',
      'client.instructingParty': 'Equity Bank Kenya Limited',
      'request.purpose': 'Mortgage',
      'property.title': '4-bedroom maisonette, Kilimani',
      'property.lrNumber': 'LR No. 209/12345/6',
      'property.address': 'Plot 14, Argwings Kodhek Road',
      'property.registeredOwner': 'Wanjiru Kamau',
      'property.encumbrances': null,
      'tenure.type': 'Leasehold',
      'tenure.unexpiredYears': 78,
      'areas.siteAreaHa': 0.1012,
      'areas.builtUpAreaSqm': 320,
      'dates.inspection': '2026-03-02',
      'dates.valuation': '2026-03-05',
      'values.marketValue': 12_500_000,
      'values.forcedSaleValue': 9_375_000,
      'values.insuranceValue': 8_000_000,
      'values.marketValueWords': 'Kenya Shillings Twelve Million Five Hundred Thousand Only',
      // Left empty: the PDF says it in words from the figures.
      'values.forcedSaleValueWords': null,
      'values.insuranceValueWords': 'Kenya Shillings Eight Million Only',
    },
    comparables,
    photos: Array.from({ length: photoCount }, (_, i) => ({
      documentId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      caption: i === 0 ? 'Front elevation' : `View ${i + 1}`,
    })),
    sources: { 'valuer.name': 'Otieno Mwangi', 'valuer.vrbNumber': 'VRB/A/1234', 'firm.name': 'Thamani Valuers Ltd' },
  };
}

export function sampleReportInput(
  content: ReportContent,
  photos: ReadonlyMap<string, PdfImage> = new Map(),
  signature: PdfImage | null = null,
  photoPlaces: ReadonlyMap<string, PdfPhotoPlace> = new Map(),
): ReportPdfInput {
  return {
    content,
    report: {
      title: 'Maisonette in Kilimani',
      reference: 'TH-2026-0142',
      n: 2,
      approvedAt: '2026-03-06T07:30:00.000Z',
      approverName: 'Achieng Odhiambo',
    },
    author: { name: 'Otieno Mwangi', vrbNumber: 'VRB/A/1234', signature },
    firm: {
      name: 'Thamani Valuers Ltd',
      companyRegistration: null,
      vrbFirmNumber: null,
      kraPin: null,
      vatRegistration: null,
      physicalAddress: 'Nairobi, Kenya',
      postalAddress: null,
      phone: null,
      email: null,
      website: null,
      signatory: { name: null, title: null },
      logo: null,
    },
    verify: { code: '7K3QX-M9PZT', url: 'https://thamani.example/verify/7K3QX-M9PZT' },
    photos,
    photoPlaces,
  };
}
