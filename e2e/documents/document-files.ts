/** Files for the documents specs: a real multi-page PDF (pdf-lib) and a small PNG. */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function makePdf(pages: number, text = 'Title deed LR No. 209/12345'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([298, 420]);
    page.drawText(`${text}, page ${i}`, { x: 20, y: 380, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

/** A 1×1 PNG (the server re-encodes it). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
