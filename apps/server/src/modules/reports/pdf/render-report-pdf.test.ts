import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPagesText } from '#test/pdf-text.ts';
import { printableSignature } from './printable-image.ts';
import { renderReportPdf } from './render-report-pdf.tsx';
import type { PdfImage } from './report-pdf-input.ts';
import { sampleReportContent, sampleReportInput } from './report-pdf.fixture.ts';

async function photo(shade: number): Promise<PdfImage> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 120, b: 90 } } }).jpeg().toBuffer();
  return { bytes, width: 800, height: 600 };
}

/** A signature as the valuer uploads it (PNG with transparency), made printable as the job does. */
async function signature(): Promise<PdfImage> {
  return printableSignature(await sharp({ create: { width: 300, height: 90, channels: 4, background: { r: 10, g: 10, b: 60, alpha: 1 } } }).png().toBuffer());
}

/** The page number printed after a section's title in the contents ("3. Location and neighbourhood 4"). */
function contentsPage(contents: string, title: string): number {
  const match = new RegExp(`${title} (\\d+)`).exec(contents);
  return Number(match?.[1]);
}

describe('the report PDF', () => {
  let bytes: Buffer;
  let pages: string[];
  beforeAll(async () => {
    const content = sampleReportContent({ narrativeParagraphs: 8, comparables: 4, photos: 2 });
    const photos = new Map(await Promise.all(content.photos.map(async (p, i) => [p.documentId, await photo(40 + i * 40)] as const)));
    bytes = await renderReportPdf(sampleReportInput(content, photos, await signature()));
    pages = await pdfPagesText(bytes);
  });

  it('states the property, the values in figures and in words, and the valuer with their VRB number', () => {
    const all = pages.join(' ');
    const cover = pages[0] ?? '';
    expect(cover).toContain('VALUATION REPORT 4-bedroom maisonette, Kilimani');
    expect(cover).toContain('LR No. 209/12345/6');
    expect(cover).toContain('Equity Bank Kenya Limited');
    // Where the property is, how it is held and when it was seen, on the cover.
    expect(cover).toContain('Address / location Plot 14, Argwings Kodhek Road');
    expect(cover).toContain('Tenure Leasehold (78 years unexpired)');
    expect(cover).toContain('Date of inspection 2 March 2026');
    expect(cover).toContain('Forced Sale Value KSh 9,375,000 75 % of market value');
    for (const figures of ['KSh 12,500,000', 'KSh 9,375,000', 'KSh 8,000,000']) {
      expect(cover).toContain(figures);
    }
    expect(all).toContain('Kenya Shillings Twelve Million Five Hundred Thousand Only');
    // Left empty by the valuer: said in words from the figures.
    expect(all).toContain('Kenya Shillings Nine Million Three Hundred and Seventy-Five Thousand Only');
    expect(all).toContain('Kenya Shillings Eight Million Only');
    expect(all).toContain('Registered Valuer, VRB No. VRB/A/1234');
    expect(all).toContain('Approved for issue — 6 March 2026 — Achieng Odhiambo');
  });

  it('prints "Our ref." with the request\'s reference, and an LR number entered bare with its prefix once', async () => {
    const content = sampleReportContent();
    const bare = { ...content, fields: { ...content.fields, 'property.lrNumber': '209/12345/6' } };
    const [cover = ''] = await pdfPagesText(await renderReportPdf(sampleReportInput(bare)));
    expect(cover).toContain('Our ref. TH-2026-0142');
    expect(cover).toContain('LR / title number LR No. 209/12345/6');
    expect(cover).not.toContain('LR No. LR');
  });

  it('resolves placeholders in the narrative and prints an empty field as a dash', () => {
    const all = pages.join(' ');
    expect(all).toContain('We were instructed by Equity Bank Kenya Limited to value 4-bedroom maisonette, Kilimani (LR No. 209/12345/6) for mortgage purposes.');
    expect(all).toContain('The property was inspected on 2 March 2026.');
    expect(all).not.toContain('{{');
    expect(all).toContain('Encumbrances —');
  });

  it('prints "Page X of Y", the verification code and the firm on every page', () => {
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toContain('Verification code 7K3QX-M9PZT');
      expect(text).toContain('Thamani Valuers Ltd');
    });
  });

  it('lists every numbered section in the contents with the page it starts on', () => {
    const contents = pages[1] ?? '';
    const titles = ['1. Instructions and scope', '2. The property', '3. Location and neighbourhood', '4. Comparable sales', '5. Photographs', '6. Valuation'];
    for (const title of titles) {
      const page = contentsPage(contents, title.replace(/^\d+\. /, ''));
      expect(pages[page - 1], title).toContain(title);
    }
    const signaturePage = contentsPage(contents, 'Signature and approval');
    expect(pages[signaturePage - 1]).toContain('Registered Valuer');
  });

  it('renders the same bytes for the same report, so its SHA-256 identifies it', async () => {
    const content = sampleReportContent({ narrativeParagraphs: 8, comparables: 4, photos: 2 });
    const photos = new Map(await Promise.all(content.photos.map(async (p, i) => [p.documentId, await photo(40 + i * 40)] as const)));
    const again = await renderReportPdf(sampleReportInput(content, photos, await signature()));
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(again)).toBe(sha(bytes));
  });

  it('repeats the comparables header at the top of every page a long table runs onto', async () => {
    const content = sampleReportContent({ narrativeParagraphs: 1, comparables: 60, photos: 0 });
    const long = await pdfPagesText(await renderReportPdf(sampleReportInput(content)));
    const tablePages = long.filter((text) => /Plot 1\d\d, Othaya Road/.test(text));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const text of tablePages) {
      expect(text).toContain('Address Date Price Size m² KSh/m² Adj. % Adj. KSh/m²');
    }
    // Every row printed once, and the header nowhere else.
    const rows = long.join(' ').match(/Plot 1\d\d, Othaya Road/g) ?? [];
    expect(rows).toHaveLength(60);
    expect(long.filter((text) => text.includes('Adj. KSh/m²'))).toHaveLength(tablePages.length);
  });
});
