import { paragraphs } from '@thamani/domain/report-placeholders';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewFixture } from './preview-fixture';
import { ReportPreview } from './report-preview';

const author = { name: 'Jane Wanjiku', vrbNumber: 'VRB/A/1234' };
const photoOptions = [{ documentId: '00000000-0000-4000-8000-0000000000a1', url: '/api/documents/a1' }];

describe('ReportPreview', () => {
  it('prints a cover, the contents and the numbered sections with their page numbers', () => {
    render(
      <ReportPreview
        content={previewFixture()}
        title="Kilimani maisonette"
        author={author}
        photoOptions={photoOptions}
      />,
    );
    const pages = screen.getAllByRole('article');
    expect(pages[0]).toHaveAccessibleName(`Page 1 of ${pages.length}`);
    expect(within(pages[0]!).getByText('Thamani Valuers Ltd')).toBeInTheDocument();
    expect(within(pages[0]!).getByText('Registered Valuer, VRB No. VRB/A/1234')).toBeInTheDocument();

    const contents = within(pages[1]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(contents).toEqual([
      '1. Instructionspage 3',
      '2. Identificationpage 3',
      '3. Comparable salespage 3',
      '4. Photographspage 3',
      '5. Valuationpage 3',
    ]);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Valuation Report',
      'Contents',
      '1. Instructions',
      '2. Identification',
      '3. Comparable sales',
      '4. Photographs',
      '5. Valuation',
    ]);
    expect(screen.getByText(`Page ${pages.length} of ${pages.length}`)).toBeInTheDocument();
  });

  it('fills placeholders and fields, derives comparable rates, and states each value in figures and words', () => {
    render(
      <ReportPreview
        content={previewFixture()}
        title="Kilimani maisonette"
        author={author}
        photoOptions={photoOptions}
      />,
    );
    expect(screen.getByText('We valued Nairobi/Block 82/1234 for Equity Bank.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Site area' }).nextSibling).toHaveTextContent('0.25 ha');
    const comparables = screen.getByRole('table', { name: 'Comparable sales' });
    const row = within(comparables).getByRole('row', { name: /Ngong Road/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Plot 7, Ngong Road', '2 November 2025', '12,000,000', '1,000', '12,000', '+10 %', '13,200']);
    expect(screen.getByText('KSh 12,500,000')).toBeInTheDocument();
    expect(screen.getByText('(Kenya Shillings Twelve Million Five Hundred Thousand Only)')).toBeInTheDocument();
    expect(screen.getByText('KSh 9,375,000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/documents/a1');
    expect(screen.getByText(': Front elevation')).toBeInTheDocument();
  });

  it('continues a long report over more pages, repeating the table header, and stamps an approved one', () => {
    const long = 'The neighbourhood is a mature residential area with good access. '.repeat(40);
    const content = previewFixture({
      sections: [
        { id: 'location', kind: 'narrative', title: 'Location', body: paragraphs(long, long, long) },
        { id: 'comparables', kind: 'comparables', title: 'Comparable sales' },
      ],
      comparables: Array.from({ length: 30 }, (_, i) => ({
        id: `c${i}`,
        address: `Plot ${i + 1}, Ngong Road, Nairobi`,
        date: null,
        price: 10_000_000,
        sizeSqm: 1000,
        adjustmentPercent: 0,
        notes: '',
      })),
    });
    render(
      <ReportPreview
        content={content}
        title="Kilimani maisonette"
        author={author}
        approved={{ at: '2026-03-20T21:30:00.000Z', by: 'Peter Otieno' }}
      />,
    );
    const pages = screen.getAllByRole('article');
    expect(pages.length).toBeGreaterThan(4);
    const tables = screen.getAllByRole('table', { name: 'Comparable sales' });
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) {
      expect(within(table).getByRole('columnheader', { name: 'Adjusted KSh per m²' })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row', { name: /Ngong Road/ })).toHaveLength(30);
    expect(screen.getByText('Approved 21 March 2026 by Peter Otieno')).toBeInTheDocument();
  });
});
