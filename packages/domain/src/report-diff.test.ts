import { describe, expect, it } from 'vitest';
import { diffReportContent, type ReportChange } from './report-diff.ts';
import { standardField } from './report-fields.ts';
import { paragraphs } from './report-placeholders.ts';
import type { Comparable, ReportContent, ReportSection } from './reports.ts';

const SECTIONS: ReportSection[] = [
  {
    id: 'intro',
    kind: 'narrative',
    title: 'Instructions',
    body: paragraphs('The house is in good condition.', 'Second paragraph.'),
  },
  {
    id: 'title',
    kind: 'fields',
    title: 'Title',
    fields: [standardField('property.lrNumber', true), standardField('areas.siteAreaHa')],
  },
  { id: 'comparables', kind: 'comparables', title: 'Comparable sales' },
  { id: 'photos', kind: 'photos', title: 'Photographs' },
  { id: 'valuation', kind: 'valuation', title: 'Valuation', values: ['marketValue'] },
];

const sale = (id: string, address: string, price: number): Comparable => ({
  id,
  address,
  date: '2025-11-02',
  price,
  sizeSqm: 500,
  adjustmentPercent: 0,
  notes: '',
});

const PHOTO_A = '2f1c7a36-4a43-4b7c-9a55-6f2d4fb1f0a1';
const PHOTO_B = '9b8f0a62-8c44-4c8e-a7a3-0f3f8f1a2b3c';

const BASE: ReportContent = {
  sections: SECTIONS,
  fields: {
    'property.lrNumber': '209/12345',
    'areas.siteAreaHa': 0.05,
    'values.marketValue': 12_500_000,
    'values.marketValueWords': null,
  },
  comparables: [sale('c1', 'Plot 12, Kileleshwa', 10_000_000)],
  photos: [
    { documentId: PHOTO_A, caption: 'Front' },
    { documentId: PHOTO_B, caption: 'Kitchen' },
  ],
  sources: { 'property.title': 'Kileleshwa house' },
};

const edit = (over: Partial<ReportContent>): ReportContent => ({ ...BASE, ...over });

/** The parts read back as both texts: unchanged + removed = before, unchanged + added = after. */
function readBack(change: ReportChange) {
  return {
    before: change.parts
      .filter((p) => !p.added)
      .map((p) => p.value)
      .join(''),
    after: change.parts
      .filter((p) => !p.removed)
      .map((p) => p.value)
      .join(''),
  };
}

describe('diffReportContent', () => {
  it('finds nothing between equal versions, empty values alike', () => {
    expect(diffReportContent(BASE, JSON.parse(JSON.stringify(BASE)) as ReportContent)).toEqual([]);
    expect(
      diffReportContent(
        BASE,
        edit({ fields: { ...BASE.fields, 'values.marketValueWords': '  ', 'property.encumbrances': null } }),
      ),
    ).toEqual([]);
  });

  it('shows a changed field by label, as printed, with its word diff', () => {
    const [change, ...rest] = diffReportContent(
      BASE,
      edit({ fields: { ...BASE.fields, 'values.marketValue': 13_000_000 } }),
    );
    expect(rest).toEqual([]);
    expect(change).toMatchObject({
      sectionId: 'valuation',
      sectionTitle: 'Valuation',
      kind: 'field',
      label: 'Market Value',
      before: 'KSh 12,500,000',
      after: 'KSh 13,000,000',
    });
    expect(change && readBack(change)).toEqual({ before: 'KSh 12,500,000', after: 'KSh 13,000,000' });
    expect(change?.parts.some((p) => p.removed)).toBe(true);
  });

  it('diffs narrative text word by word', () => {
    const sections = SECTIONS.map((s) =>
      s.id === 'intro' ? { ...s, body: paragraphs('The house is in fair condition.', 'Second paragraph.') } : s,
    );
    const [change] = diffReportContent(BASE, edit({ sections }));
    expect(change).toMatchObject({ sectionId: 'intro', kind: 'text', label: 'Text' });
    expect(change?.parts.filter((p) => p.added || p.removed)).toEqual([
      { value: 'good', removed: true },
      { value: 'fair', added: true },
    ]);
  });

  it('lists sections added, removed and moved in the order of the report', () => {
    const byId = (id: string) => SECTIONS.find((s) => s.id === id) as ReportSection;
    const assumptions: ReportSection = {
      id: 'assumptions',
      kind: 'narrative',
      title: 'Assumptions',
      body: paragraphs('No structural survey.'),
    };
    const after = edit({
      sections: [byId('title'), byId('photos'), byId('comparables'), byId('valuation'), assumptions],
    });
    const changes = diffReportContent(BASE, after);
    expect(changes.map((c) => [c.sectionId, c.kind])).toEqual([
      ['intro', 'section_removed'],
      ['photos', 'section_moved'],
      ['assumptions', 'section_added'],
    ]);
    expect(changes[1]).toMatchObject({ before: 'Section 4 of 5', after: 'Section 2 of 5' });
    expect(changes[2]).toMatchObject({ label: 'Section added: Assumptions', after: 'No structural survey.' });
  });

  it('summarises comparables and photos', () => {
    const after = edit({
      comparables: [
        sale('c1', 'Plot 12, Kileleshwa', 11_000_000),
        sale('c2', 'Plot 7, Lavington', 9_000_000),
        sale('c3', 'Riara Road', 8_000_000),
      ],
      photos: [{ documentId: PHOTO_B, caption: 'Kitchen, newly fitted' }],
    });
    const changes = diffReportContent(BASE, after);
    expect(changes.map((c) => [c.kind, c.label])).toEqual([
      ['comparables', '2 comparables added'],
      ['comparables', 'Comparable: Plot 12, Kileleshwa'],
      ['photos', '1 photo removed'],
      ['photos', 'Photo caption'],
    ]);
    expect(changes[1]?.before).toBe(
      'Plot 12, Kileleshwa · 2025-11-02 · KSh 10,000,000 · 500 m² · 0 % · KSh 20,000/m² adjusted',
    );
    expect(changes[1]?.after).toContain('KSh 11,000,000');
    expect(changes[2]?.before).toBe('Front');
  });

  it('notices photos put in another order', () => {
    const changes = diffReportContent(BASE, edit({ photos: [...BASE.photos].reverse() }));
    expect(changes).toMatchObject([
      { kind: 'photos', label: 'Photos reordered', before: 'Front\nKitchen', after: 'Kitchen\nFront' },
    ]);
  });
});
