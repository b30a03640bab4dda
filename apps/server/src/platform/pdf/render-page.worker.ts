import { move, transferableSymbol, valueSymbol } from 'piscina';
import { openPdf, type PageEncoding } from './pdf-pages.ts';

/** What the main thread sends: the whole PDF (transferred, not copied), the 1-based page, the scale and the encoding. */
export interface RenderPageTask {
  bytes: Uint8Array;
  page: number;
  scale: number;
  encoding: PageEncoding;
}

/** The page encoded as asked, or image null when the PDF has fewer pages than asked; pageCount either way. */
export interface RenderPageResult {
  image: Uint8Array | null;
  pageCount: number;
}

/** A result whose image buffer moves to the main thread instead of being copied. */
function moved(result: RenderPageResult & { image: Uint8Array }) {
  return move({
    get [transferableSymbol]() {
      return result.image.buffer;
    },
    get [valueSymbol]() {
      return result;
    },
  });
}

/**
 * Runs in a worker thread of the preview pool (render-pool.ts): opens the PDF, draws one page and
 * hands the image back. The PDF is opened per task: a worker keeps no document between tasks, so
 * it holds one page's worth of memory at a time.
 */
export default async function renderPageTask({ bytes, page, scale, encoding }: RenderPageTask): Promise<unknown> {
  const pdf = await openPdf(bytes);
  try {
    if (page > pdf.pageCount) {
      return { image: null, pageCount: pdf.pageCount } satisfies RenderPageResult;
    }
    const drawn = await pdf.renderPage(page, scale, encoding);
    // A buffer of its own: the encoder's may be external memory, which cannot be transferred.
    return moved({ image: new Uint8Array(drawn.image), pageCount: pdf.pageCount });
  } finally {
    await pdf.close();
  }
}
