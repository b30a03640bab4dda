import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportContent } from '@thamani/domain/reports';
import { printablePhoto, printableSignature } from './printable-image.ts';
import { renderReportPdf } from './render-report-pdf.tsx';
import { createReportPdfPool } from './report-pdf-pool.ts';
import type { PdfImage, ReportPdfInput } from './report-pdf-input.ts';
import { sampleReportContent, sampleReportInput } from './report-pdf.fixture.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function photo(shade: number): Promise<PdfImage> {
  return printablePhoto(await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 120, b: 90 } } }).jpeg().toBuffer());
}

/** A report with every kind of image the renderer reads: photos, the valuer's signature and the firm's logo. */
async function reportWithImages(): Promise<ReportPdfInput> {
  const content = sampleReportContent({ narrativeParagraphs: 4, comparables: 3, photos: 2 });
  const photos = new Map(await Promise.all(content.photos.map(async (p, i) => [p.documentId, await photo(40 + i * 60)] as const)));
  const signature = await printableSignature(await sharp({ create: { width: 300, height: 90, channels: 4, background: { r: 10, g: 10, b: 60, alpha: 1 } } }).png().toBuffer());
  const input = sampleReportInput(content, photos, signature);
  return { ...input, firm: { ...input.firm, logo: await photo(200) } };
}

describe('the report PDF pool', () => {
  const pool = createReportPdfPool(1);
  afterAll(() => pool.close());

  it('writes in a worker thread the same bytes as a render on this thread, images included', async () => {
    const input = await reportWithImages();
    const inline = await renderReportPdf(input);
    const threaded = await pool.render(input);
    expect(Buffer.isBuffer(threaded)).toBe(true);
    expect(sha256(threaded)).toBe(sha256(inline));
    expect(pool.stats()).toEqual({ completed: 1, failed: 0 });
    // The images reached the worker whole: the PDF embeds them (one XObject each).
    expect(threaded.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length).toBe(4);
  });

  it('rejects with the error a render throws in the thread, and keeps serving', async () => {
    const broken = sampleReportInput({ ...sampleReportContent(), sections: null } as unknown as ReportContent);
    await expect(pool.render(broken)).rejects.toThrow(TypeError);
    expect(pool.stats()).toEqual({ completed: 1, failed: 1 });
    const again = await pool.render(sampleReportInput(sampleReportContent()));
    expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pool.stats().completed).toBe(2);
  });

  it('starts no thread again once closed', async () => {
    const closed = createReportPdfPool(1);
    await closed.close();
    await expect(closed.render(sampleReportInput(sampleReportContent()))).rejects.toThrow('The report PDF pool is closed.');
  });
});
