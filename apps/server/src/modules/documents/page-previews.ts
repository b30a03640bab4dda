import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_MESSAGES } from '@thamani/domain/documents';
import type { RenderPool } from '#platform/pdf/render-pool.ts';
import { createPreviewCache, type PreviewCacheStats, type PreviewKey } from './preview-cache.ts';

/** The stored PDF a page is drawn from: its storage key, its page count (null: not counted yet) and how to read its bytes. */
export interface PreviewSource {
  storageKey: string;
  pageCount: number | null;
  load: () => Promise<Uint8Array>;
}

export interface PagePreviews {
  /** Page `page` of the PDF as PNG at `scale`, from the cache or drawn by the pool; 404 past its last page. */
  pagePng: (source: PreviewSource, page: number, scale: number) => Promise<Buffer>;
  /** Start drawing the pages after `page` in the background (see renderAhead). */
  renderAhead: (source: PreviewSource, page: number, scale: number) => void;
  isCached: (key: PreviewKey) => boolean;
  stats: () => PreviewCacheStats;
  close: () => Promise<void>;
}

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
    const { png } = await pool.render(await source.load(), page, scale);
    if (!png) {
      throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.pageNotFound);
    }
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  };

  const pagePng = (source: PreviewSource, page: number, scale: number) =>
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
          await pagePng(source, key.page, scale);
        }
      }
    };
    void drawAll()
      .catch((error: unknown) => log.debug({ err: error, storageKey, page }, 'drawing preview pages ahead failed'))
      .finally(() => aheadOf.delete(storageKey));
  };

  return { pagePng, renderAhead, isCached: cache.isCached, stats: cache.stats, close: pool.close };
}
