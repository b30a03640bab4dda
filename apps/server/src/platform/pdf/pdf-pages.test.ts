import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { countPdfPages, MAX_PAGE_SIDE_PX, openPdf } from './pdf-pages.ts';

async function threePages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`LR No. 209/1234${i}`, { x: 100, y: 742, size: 20, font });
  }
  return doc.save();
}

describe('pdf pages', () => {
  it('counts pages, and says null for bytes that are not a PDF', async () => {
    expect(await countPdfPages(await threePages())).toBe(3);
    expect(await countPdfPages(new TextEncoder().encode('hello, not a pdf'))).toBeNull();
  });

  it('renders a page to a PNG at the asked scale and finds its text where it is drawn', async () => {
    const pdf = await openPdf(await threePages());
    try {
      const image = await pdf.renderPage(2, 2);
      expect({ width: image.width, height: image.height }).toEqual({ width: 1190, height: 1684 });
      const meta = await sharp(image.image).metadata();
      expect(meta.format).toBe('png');
      const { items } = await pdf.textOf(2, 2);
      expect(items.map((i) => i.text)).toEqual(['LR No. 209/12342']);
      const box = items[0]?.box;
      // Drawn at x 100 pt, baseline 100 pt below the top (842 − 742), 20 pt high: ×2 on the image.
      expect(box?.x).toBeCloseTo(200, 0);
      expect(box?.y).toBeGreaterThan(150);
      expect(box?.y).toBeLessThan(200);
      expect(box?.width).toBeGreaterThan(250);
      // The box covers dark pixels (the text) on the rendered image.
      const { data, info } = await sharp(image.image).extract({ left: Math.round(box!.x), top: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) }).greyscale().raw().toBuffer({ resolveWithObject: true });
      const dark = [...data].filter((v) => v < 128).length / (info.width * info.height);
      expect(dark).toBeGreaterThan(0.05);
    } finally {
      await pdf.close();
    }
  });
  it('draws a page as a JPEG when asked, the same size as its PNG and a fraction of its bytes on a scanned page', async () => {
    const doc = await PDFDocument.create();
    // A scanned page: one noisy photo over the whole A4 page (noise is what makes scans large).
    const scan = await sharp({ create: { width: 800, height: 1130, channels: 3, background: '#e8e4da', noise: { type: 'gaussian', mean: 200, sigma: 30 } } }).jpeg({ quality: 85 }).toBuffer();
    doc.addPage([595, 842]).drawImage(await doc.embedJpg(scan), { x: 0, y: 0, width: 595, height: 842 });
    const pdf = await openPdf(await doc.save());
    try {
      const png = await pdf.renderPage(1, 1.5);
      const jpeg = await pdf.renderPage(1, 1.5, 'jpeg');
      expect(await sharp(jpeg.image).metadata()).toMatchObject({ format: 'jpeg', width: png.width, height: png.height });
      expect(jpeg.image.length).toBeLessThan(png.image.length / 3);
    } finally {
      await pdf.close();
    }
  });

  it('caps a huge page (an A0 plan) at MAX_PAGE_SIDE_PX, with its text boxes on the same scale', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    // A0 in points: 2384 × 3370; at scale 2 it would be 6768 px high.
    doc.addPage([2384, 3370]).drawText('DEED PLAN No. 123456', { x: 1192, y: 1685, size: 40, font });
    const pdf = await openPdf(await doc.save());
    try {
      const image = await pdf.renderPage(1, 2);
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(MAX_PAGE_SIDE_PX);
      expect(image.height).toBeGreaterThan(MAX_PAGE_SIDE_PX - 2);
      const text = await pdf.textOf(1, 2);
      expect({ width: text.width, height: text.height }).toEqual({ width: image.width, height: image.height });
      // The text starts at the middle of the page, on the capped image too.
      expect(text.items[0]?.box.x).toBeCloseTo(image.width / 2, -1);
    } finally {
      await pdf.close();
    }
  });
});
