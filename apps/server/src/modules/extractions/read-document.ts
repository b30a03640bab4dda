import { EXTRACTION_MAX_PAGES, EXTRACTION_PAGE_SCALE, type ExtractionPage, type FinderPage } from '@thamani/domain/extractions';
import { loadSharp } from '#platform/lazy-modules.ts';
import { openPdf } from '#platform/pdf/pdf-pages.ts';
import { recognise } from './ocr.ts';

/** A page with fewer characters than this in its text layer is a scan: it is read by OCR. */
const MIN_TEXT_CHARS = 20;
/** Images are read at most this wide or high (OCR time grows with pixels; 2400 px keeps small print). */
const MAX_OCR_SIDE = 2400;

export class DocumentReadError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'DocumentReadError';
  }
}

export interface ReadPage {
  info: ExtractionPage;
  words: FinderPage['words'];
}

export interface DocumentReader {
  pageCount: number;
  /** Read page `n` (1-based): its text layer, or OCR of its image. */
  readPage: (n: number) => Promise<ReadPage>;
  /** Page `n` as a PNG at the scale the boxes use. */
  renderPage: (n: number) => Promise<Buffer>;
  close: () => Promise<void>;
}

/** Greyscale, stretched contrast, at most MAX_OCR_SIDE: what tesseract reads best. */
export async function prepareImage(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: MAX_OCR_SIDE, height: MAX_OCR_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    // A 3-pixel median removes scanner specks without eating 10-point print.
    .median(3)
    .normalise()
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

async function openImage(bytes: Buffer): Promise<DocumentReader> {
  let prepared: Awaited<ReturnType<typeof prepareImage>>;
  try {
    prepared = await prepareImage(bytes);
  } catch {
    throw new DocumentReadError('unreadable');
  }
  return {
    pageCount: 1,
    readPage: async () => {
      const { words } = await recognise(prepared.png);
      return { info: { page: 1, width: prepared.width, height: prepared.height, method: 'ocr' }, words };
    },
    renderPage: async () => prepared.png,
    close: async () => undefined,
  };
}

async function openPdfReader(bytes: Buffer): Promise<DocumentReader> {
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  try {
    pdf = await openPdf(bytes);
  } catch {
    throw new DocumentReadError('unreadable');
  }
  if (pdf.pageCount > EXTRACTION_MAX_PAGES) {
    await pdf.close();
    throw new DocumentReadError('tooManyPages');
  }
  return {
    pageCount: pdf.pageCount,
    readPage: async (n) => {
      const text = await pdf.textOf(n, EXTRACTION_PAGE_SCALE);
      const chars = text.items.reduce((sum, item) => sum + item.text.trim().length, 0);
      if (chars >= MIN_TEXT_CHARS) {
        return { info: { page: n, width: text.width, height: text.height, method: 'text' }, words: text.items };
      }
      const image = await pdf.renderPage(n, EXTRACTION_PAGE_SCALE);
      const prepared = await prepareImage(image.image);
      const { words } = await recognise(prepared.png);
      // Boxes in the rendered page's pixels (prepareImage may have shrunk it).
      const k = image.width / prepared.width;
      const scaled = words.map((w) => ({ ...w, box: { x: w.box.x * k, y: w.box.y * k, width: w.box.width * k, height: w.box.height * k } }));
      return { info: { page: n, width: image.width, height: image.height, method: 'ocr' }, words: scaled };
    },
    renderPage: async (n) => (await pdf.renderPage(n, EXTRACTION_PAGE_SCALE)).image,
    close: () => pdf.close(),
  };
}

/** A reader for a stored document's bytes: PDF page by page, or one image. */
export function openDocumentReader(bytes: Buffer, contentType: string): Promise<DocumentReader> {
  return contentType === 'application/pdf' ? openPdfReader(bytes) : openImage(bytes);
}
