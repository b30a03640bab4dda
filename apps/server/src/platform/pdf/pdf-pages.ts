import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdfjs needs the standard fonts' metrics and the CMaps to read text drawn in them; both ship in the package. */
const STANDARD_FONTS = `${path.join(PDFJS_DIR, 'standard_fonts')}/`;
const CMAPS = `${path.join(PDFJS_DIR, 'cmaps')}/`;

/** A box on a rendered page image, in that image's pixels (origin top left). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How a drawn page is encoded. PNG is lossless (OCR reads it); JPEG is for people: a scanned page
 * is about a seventh of the PNG's bytes and encodes about five times faster.
 */
export type PageEncoding = 'png' | 'jpeg';

/** JPEG quality of a drawn page: text stays crisp at 1.5×, and a noisy scan stays a few hundred KB. */
export const PAGE_JPEG_QUALITY = 82;

export const PAGE_CONTENT_TYPE: Record<PageEncoding, string> = { png: 'image/png', jpeg: 'image/jpeg' };

export interface PageImage {
  /** The page encoded as asked (PNG unless `encoding` said otherwise). */
  image: Buffer;
  width: number;
  height: number;
}

/** One run of text from the PDF's text layer, with its box on the page image rendered at the same scale. */
export interface PageTextItem {
  text: string;
  box: PageBox;
}

export interface PdfPages {
  pageCount: number;
  /** Page `n` (1-based) as an image (PNG by default), `scale` × its size in points (1.5 ≈ 108 dpi, 2 ≈ 144 dpi for OCR). */
  renderPage: (n: number, scale?: number, encoding?: PageEncoding) => Promise<PageImage>;
  /** The text layer of page `n` (empty for a scanned page), boxes scaled as `renderPage(n, scale)` draws. */
  textOf: (n: number, scale?: number) => Promise<{ width: number; height: number; items: PageTextItem[] }>;
  close: () => Promise<void>;
}

/**
 * The longest side of a rendered page, in pixels: a 20 MB PDF may hold an A0 plan, which at 2×
 * would be a 190-megapixel canvas. Both renderPage and textOf use the same capped scale, so boxes
 * still land on the image.
 */
export const MAX_PAGE_SIDE_PX = 4000;

function cappedViewport<V extends { width: number; height: number }>(page: { getViewport: (o: { scale: number }) => V }, scale: number): V {
  const unit = page.getViewport({ scale: 1 });
  const capped = Math.min(scale, MAX_PAGE_SIDE_PX / Math.max(unit.width, unit.height));
  return page.getViewport({ scale: capped });
}

/**
 * Open a PDF for reading page by page (never all pages at once: a 40-page scan stays one page in
 * memory). Throws for bytes that are not a readable PDF; callers turn that into a message.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfPages> {
  // pdfjs and the canvas are loaded on first use, not with the app (pdfjs alone is ~0.6 s to load).
  const [{ getDocument }, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
  const pdf: PDFDocumentProxy = await getDocument({
    // pdfjs takes ownership of (and may detach) the buffer it is given.
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  return {
    pageCount: pdf.numPages,
    renderPage: async (n, scale = 1.5, encoding = 'png') => {
      const page = await pdf.getPage(n);
      try {
        const viewport = cappedViewport(page, scale);
        const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        // pdfjs's types name the DOM's canvas; @napi-rs/canvas implements the same drawing API.
        type RenderParams = Parameters<typeof page.render>[0];
        await page.render({ canvasContext: context as unknown as RenderParams['canvasContext'], viewport, canvas: canvas as unknown as RenderParams['canvas'] }).promise;
        const image = encoding === 'jpeg' ? await canvas.encode('jpeg', PAGE_JPEG_QUALITY) : await canvas.encode('png');
        return { image, width: canvas.width, height: canvas.height };
      } finally {
        page.cleanup();
      }
    },
    textOf: async (n, scale = 1.5) => {
      const page = await pdf.getPage(n);
      try {
        const viewport = cappedViewport(page, scale);
        const { items } = await page.getTextContent();
        const out: PageTextItem[] = [];
        for (const item of items) {
          if (!('str' in item) || item.str.trim() === '') {
            continue;
          }
          // transform = [a, b, c, d, e, f]: the text's baseline origin in PDF space; height from the font size.
          const [, , , d = 0, e = 0, f = 0] = item.transform as number[];
          const fontHeight = Math.abs(d) || item.height;
          const [x1, y1] = viewport.convertToViewportPoint(e, f + fontHeight) as [number, number];
          const [x2, y2] = viewport.convertToViewportPoint(e + item.width, f - fontHeight * 0.25) as [number, number];
          out.push({
            text: item.str,
            box: { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) },
          });
        }
        return { width: Math.ceil(viewport.width), height: Math.ceil(viewport.height), items: out };
      } finally {
        page.cleanup();
      }
    },
    close: () => pdf.destroy(),
  };
}

/** Pages of a PDF, or null when the bytes are not a readable PDF. */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  try {
    const pdf = await openPdf(bytes);
    const count = pdf.pageCount;
    await pdf.close();
    return count;
  } catch {
    return null;
  }
}
