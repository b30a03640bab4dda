/** One straightened page, encoded: JPEG bytes and its pixel size. */
export type EncodedPage = { jpeg: Uint8Array; width: number; height: number };

/** A4's width in PDF points: every page is this wide, and as tall as its photo's proportions say. */
export const PAGE_WIDTH_PT = 595.28;

/** One PDF with each page an image filling a page of its own proportions (pdf-lib loads with this screen). */
export async function buildPdf(pages: readonly EncodedPage[], title: string): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Thamani scan');
  pdf.setCreator('Thamani scan');
  for (const page of pages) {
    const image = await pdf.embedJpg(page.jpeg);
    const height = (PAGE_WIDTH_PT * page.height) / page.width;
    const pdfPage = pdf.addPage([PAGE_WIDTH_PT, height]);
    pdfPage.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH_PT, height });
  }
  return pdf.save();
}
