import { move, transferableSymbol, valueSymbol } from 'piscina';
import { openPdf } from './pdf-pages.ts';

/** What the main thread sends: the whole PDF (transferred, not copied), the 1-based page and the scale. */
export interface RenderPageTask {
  bytes: Uint8Array;
  page: number;
  scale: number;
}

/** The page as PNG, or png null when the PDF has fewer pages than asked; pageCount either way. */
export interface RenderPageResult {
  png: Uint8Array | null;
  pageCount: number;
}

/** A result whose PNG buffer moves to the main thread instead of being copied. */
function moved(result: RenderPageResult & { png: Uint8Array }) {
  return move({
    get [transferableSymbol]() {
      return result.png.buffer;
    },
    get [valueSymbol]() {
      return result;
    },
  });
}

/**
 * Runs in a worker thread of the preview pool (render-pool.ts): opens the PDF, draws one page and
 * hands the PNG back. The PDF is opened per task: a worker keeps no document between tasks, so it
 * holds one page's worth of memory at a time.
 */
export default async function renderPageTask({ bytes, page, scale }: RenderPageTask): Promise<unknown> {
  const pdf = await openPdf(bytes);
  try {
    if (page > pdf.pageCount) {
      return { png: null, pageCount: pdf.pageCount } satisfies RenderPageResult;
    }
    const image = await pdf.renderPage(page, scale);
    // A buffer of its own: the encoder's may be external memory, which cannot be transferred.
    return moved({ png: new Uint8Array(image.png), pageCount: pdf.pageCount });
  } finally {
    await pdf.close();
  }
}
