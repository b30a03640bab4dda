import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '#test/pdf-text.ts';
import { renderReportPdf } from './render-report-pdf.tsx';
import { sampleReportContent, sampleReportInput } from './report-pdf.fixture.ts';

const MV = 'Market Value KSh 12,500,000';
const FSV = 'Forced Sale Value KSh 9,375,000 75 % of market value';
const IV = 'Insurance (Reinstatement) Value KSh 8,000,000';

/** The body pages (after the cover and contents) on which `text` is printed. */
function bodyPagesWith(pages: readonly string[], text: string): number[] {
  return pages.flatMap((page, i) => (i >= 2 && page.includes(text) ? [i + 1] : []));
}

describe('the valuation block of the report PDF', () => {
  // Narrative lengths that move the valuation section down the page, across a page foot.
  it.each(Array.from({ length: 9 }, (_, i) => i + 4))(
    'keeps the values and the FSV share on one page with the title (%i paragraphs before it)',
    async (narrativeParagraphs) => {
      const content = sampleReportContent({ narrativeParagraphs, comparables: 2, photos: 0 });
      const pages = await pdfPagesText(await renderReportPdf(sampleReportInput(content)));
      const title = bodyPagesWith(pages, '6. Valuation Market Value');
      expect(title, 'the title is printed right above the market value').toHaveLength(1);
      expect(bodyPagesWith(pages, MV)).toEqual(title);
      expect(bodyPagesWith(pages, FSV)).toEqual(title);
      expect(bodyPagesWith(pages, IV)).toEqual(title);
    },
  );
});
