import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, runsWithTool } from './pdf-fonts.testing.ts';
import { pdfPagesText } from '#test/pdf-text.ts';
import { renderReportPdf } from './render-report-pdf.tsx';
import { sampleReportContent, sampleReportInput } from './report-pdf.fixture.ts';

/** A report a bank keeps for years: names with Kiswahili and European diacritics, every text style used. */
function archivalContent() {
  const content = sampleReportContent({ narrativeParagraphs: 2, comparables: 2, photos: 0 });
  content.fields['client.name'] = 'Wanjirũ Ngũgĩ';
  content.fields['property.registeredOwner'] = 'Zoë Müller-Ochieng';
  return content;
}

describe('the report PDF, as an archive copy', () => {
  let bytes: Buffer;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    bytes = await renderReportPdf(sampleReportInput(archivalContent()));
    dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
    file = path.join(dir, 'report.pdf');
    writeFileSync(file, bytes);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('embeds every font it uses (regular, bold and italic Noto Sans), none of the unembedded standard fonts', async () => {
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true });
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans-/);
    }
    const faces = new Set(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')));
    expect([...faces].sort()).toEqual(expect.arrayContaining(['NotoSans-Bold', 'NotoSans-Italic', 'NotoSans-Regular']));
  });

  it('prints names with diacritics as text (a glyph missing from the fonts would be dropped from the text)', async () => {
    // pdfjs returns a run per font: "ũ" and "ĩ" come from the Latin Extended file, so compare without spaces.
    const all = (await pdfPagesText(bytes)).join('').replace(/\s+/g, '');
    expect(all).toContain('WanjirũNgũgĩ');
    expect(all).toContain('Registeredowner:ZoëMüller-Ochieng');
  });

  it('declares PDF/A-2b: PDF 1.7, XMP metadata with the PDF/A identification, an sRGB output intent and a document ID', async () => {
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
    expect(metadata).toBeDefined();
    const xmp = bytes.toString('utf8');
    expect(xmp).toMatch(/<pdfaid:part>2<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain('<dc:title>');
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'));
    expect(String(intents)).toContain('0 R');
    expect(xmp).toMatch(/\/S \/GTS_PDFA1/);
    expect(xmp).toMatch(/\/OutputConditionIdentifier \(sRGB IEC61966-2\.1\)/);
    expect(String(doc.context.trailerInfo.ID)).toMatch(/^\[ <[0-9a-f]{32}> <[0-9a-f]{32}> \]$/i);
  });

  it.runIf(runsWithTool('pdffonts'))('pdffonts lists every font as embedded', () => {
    const result = spawnSync('pdffonts', [file], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const rows = result.stdout.trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      // name, type (two words), encoding, then emb sub uni
      expect(row, row).toMatch(/NotoSans-\S+\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    }
  });

  it.runIf(runsWithTool('pdftotext'))('pdftotext reads the names whole', () => {
    const result = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Wanjirũ Ngũgĩ');
    expect(result.stdout).toContain('Zoë Müller-Ochieng');
  });

  it.runIf(runsWithTool('qpdf'))('qpdf finds no syntax or stream errors', () => {
    const result = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('No syntax or stream encoding errors found');
  });

  it.runIf(runsWithTool('pdfinfo'))('pdfinfo reads the title, the metadata stream and PDF version 1.7', () => {
    const result = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Title:\s+Valuation Report — 4-bedroom maisonette, Kilimani/);
    expect(result.stdout).toMatch(/Metadata Stream:\s+yes/);
    expect(result.stdout).toMatch(/PDF version:\s+1\.7/);
    // react-pdf writes no structure tree: the file is not tagged (docs/reports.md says so).
    expect(result.stdout).toMatch(/Tagged:\s+no/);
  });
});
