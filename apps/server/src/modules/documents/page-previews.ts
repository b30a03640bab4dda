import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_MESSAGES } from '@thamani/domain/documents';
import { PAGE_CONTENT_TYPE } from '#platform/pdf/pdf-pages.ts';
import type { RenderPool } from '#platform/pdf/render-pool.ts';
import { createPreviewCache, type PreviewCacheStats, type PreviewKey } from './preview-cache.ts';

/** The stored PDF a page is drawn from: its storage key, its page count (null: not counted yet) and how to read its bytes. */
export interface PreviewSource {
  storageKey: string;
  pageCount: number | null;
  load: () => Promise<Uint8Array>;
}

export interface PagePreviews {
  /** Page `page` of the PDF as a JPEG (PREVIEW_CONTENT_TYPE) at `scale`, from the cache or drawn by the pool; 404 past its last page. */
  pageImage: (source: PreviewSource, page: number, scale: number) => Promise<Buffer>;
  /** Start drawing the pages after `page` in the background (see renderAhead). */
  renderAhead: (source: PreviewSource, page: number, scale: number) => void;
  isCached: (key: PreviewKey) => boolean;
  stats: () => PreviewCacheStats;
  close: () => Promise<void>;
}

/**
 * Previews are for reading on a phone: JPEG, a seventh of a scanned page's PNG (3.3 MB → under
 * 0.5 MB), so a cached page is sent in a few milliseconds and a page costs little mobile data.
 */
export const PREVIEW_CONTENT_TYPE = PAGE_CONTENT_TYPE.jpeg;

/** How many pages after the one served are drawn ahead: a reader pages forward. */
export const PAGES_AHEAD = 2;

export interface PagePreviewsOptions {
  pool: RenderPool;
  cacheBytes: number;
  log: FastifyBaseLogger;
}

export function createPagePreviews({ pool, cacheBytes, log }: PagePreviewsOptions): PagePreviews {
  const cache = createPreviewCache(cacheBytes);
  /** Documents with pages being drawn ahead: at most one such render queued per document. */
  const aheadOf = new Set<string>();

  const drawPage = async (source: PreviewSource, page: number, scale: number): Promise<Buffer> => {
    const { image } = await pool.render(await source.load(), page, scale, 'jpeg');
    if (!image) {
      throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.pageNotFound);
    }
    return Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  };

  const pageImage = (source: PreviewSource, page: number, scale: number) =>
    cache.get({ storageKey: source.storageKey, page, scale }, () => drawPage(source, page, scale));

  /*
   * Pages ahead wait behind readers: piscina has no priorities, so they are drawn one at a time
   * per document, and only while no reader's page is waiting for a thread. Their failures are
   * the next reader's to see; here they are only logged.
   */
  const renderAhead = (source: PreviewSource, page: number, scale: number): void => {
    const { storageKey, pageCount } = source;
    if (pageCount === null || aheadOf.has(storageKey)) {
      return;
    }
    const keys: PreviewKey[] = [];
    for (let next = page + 1; next <= Math.min(page + PAGES_AHEAD, pageCount); next++) {
      keys.push({ storageKey, page: next, scale });
    }
    const wanted = (key: PreviewKey) => !cache.isCached(key) && !cache.isRendering(key);
    if (!keys.some(wanted) || pool.queued() > 0) {
      return;
    }
    aheadOf.add(storageKey);
    const drawAll = async () => {
      for (const key of keys) {
        if (pool.queued() > 0) {
          return;
        }
        if (wanted(key)) {
          await pageImage(source, key.page, scale);
        }
      }
    };
    void drawAll()
      .catch((error: unknown) => log.debug({ err: error, storageKey, page }, 'drawing preview pages ahead failed'))
      .finally(() => aheadOf.delete(storageKey));
  };

  return { pageImage, renderAhead, isCached: cache.isCached, stats: cache.stats, close: pool.close };
}
