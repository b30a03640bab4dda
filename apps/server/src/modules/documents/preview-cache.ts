import { LRUCache } from 'lru-cache';

/** A rendered page is known by its document's bytes (the storage key is their SHA-256), page and scale. */
export interface PreviewKey {
  storageKey: string;
  page: number;
  scale: number;
}

export interface PreviewCacheStats {
  /** Renders started (a render shared by several readers counts once). */
  renders: number;
  /** Pages served from the cache. */
  hits: number;
  /** PNG bytes held. */
  bytes: number;
}

export interface PreviewCache {
  /** The page from the cache; else the render already running for it; else `render()`, kept on success. */
  get: (key: PreviewKey, render: () => Promise<Buffer>) => Promise<Buffer>;
  isCached: (key: PreviewKey) => boolean;
  isRendering: (key: PreviewKey) => boolean;
  stats: () => PreviewCacheStats;
}

const keyText = (key: PreviewKey) => `${key.storageKey}/${key.page}@${key.scale}`;

/**
 * Rendered pages in memory, least recently used out first once they pass `maxBytes` (a page larger
 * than that is served but not kept). Readers asking for one page at once share one render; a
 * render that fails is forgotten, so the next reader tries again.
 */
export function createPreviewCache(maxBytes: number): PreviewCache {
  const pages = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => Math.max(1, png.length) });
  const rendering = new Map<string, Promise<Buffer>>();
  let renders = 0;
  let hits = 0;
  return {
    get: (key, render) => {
      const text = keyText(key);
      const cached = pages.get(text);
      if (cached) {
        hits += 1;
        return Promise.resolve(cached);
      }
      const running = rendering.get(text);
      if (running) {
        return running;
      }
      renders += 1;
      // A render that throws before returning its promise is a failed render too.
      const started = new Promise<Buffer>((resolve) => resolve(render()))
        .then((png) => {
          pages.set(text, png);
          return png;
        })
        .finally(() => rendering.delete(text));
      rendering.set(text, started);
      return started;
    },
    isCached: (key) => pages.has(keyText(key)),
    isRendering: (key) => rendering.has(keyText(key)),
    stats: () => ({ renders, hits, bytes: pages.calculatedSize }),
  };
}
