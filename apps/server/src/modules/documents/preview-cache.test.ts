import { describe, expect, it } from 'vitest';
import { createPreviewCache, type PreviewKey } from './preview-cache.ts';

const key = (page: number, storageKey = 'a'.repeat(64)): PreviewKey => ({ storageKey, page, scale: 1.5 });

/** A render the test finishes when it wants, counting how often it was started. */
function controlledRender() {
  let started = 0;
  const pending: Array<{ resolve: (png: Buffer) => void; reject: (error: Error) => void }> = [];
  const render = () => {
    started += 1;
    return new Promise<Buffer>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { render, started: () => started, pending };
}

describe('the preview cache', () => {
  it('serves a second call for the same page from the cache', async () => {
    const cache = createPreviewCache(1024);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.from('png of page 2');
    };
    const first = await cache.get(key(2), render);
    const second = await cache.get(key(2), render);
    expect(second.equals(first)).toBe(true);
    expect(renders).toBe(1);
    expect(cache.stats()).toMatchObject({ renders: 1, hits: 1, bytes: first.length });
    expect(cache.isCached(key(2))).toBe(true);
    // Another page, scale or document is another entry.
    expect(cache.isCached(key(3))).toBe(false);
    expect(cache.isCached({ ...key(2), scale: 2 })).toBe(false);
    expect(cache.isCached(key(2, 'b'.repeat(64)))).toBe(false);
  });

  it('readers asking for one page at once share one render', async () => {
    const cache = createPreviewCache(1024);
    const { render, started, pending } = controlledRender();
    const readers = [cache.get(key(1), render), cache.get(key(1), render), cache.get(key(1), render)];
    expect(cache.isRendering(key(1))).toBe(true);
    expect(started()).toBe(1);
    pending[0]?.resolve(Buffer.from('page one'));
    const pngs = await Promise.all(readers);
    expect(pngs.map((png) => png.toString())).toEqual(['page one', 'page one', 'page one']);
    expect(cache.isRendering(key(1))).toBe(false);
    expect(cache.stats().renders).toBe(1);
  });

  it('does not keep a failed render: every waiting reader sees the error, the next one renders again', async () => {
    const cache = createPreviewCache(1024);
    const { render, started, pending } = controlledRender();
    const readers = [cache.get(key(4), render), cache.get(key(4), render)];
    pending[0]?.reject(new Error('worker died'));
    for (const reader of readers) {
      await expect(reader).rejects.toThrow('worker died');
    }
    expect(cache.isCached(key(4))).toBe(false);
    expect(cache.isRendering(key(4))).toBe(false);
    const again = cache.get(key(4), render);
    expect(started()).toBe(2);
    pending[1]?.resolve(Buffer.from('page four'));
    expect((await again).toString()).toBe('page four');
  });

  it('a render that throws at once is a failed render too', async () => {
    const cache = createPreviewCache(1024);
    await expect(
      cache.get(key(1), () => {
        throw new Error('no bytes');
      }),
    ).rejects.toThrow('no bytes');
    expect(cache.isRendering(key(1))).toBe(false);
  });

  it('keeps at most its size in bytes, dropping the least recently used page', async () => {
    const cache = createPreviewCache(250);
    const png = (fill: string) => async () => Buffer.alloc(100, fill);
    await cache.get(key(1), png('1'));
    await cache.get(key(2), png('2'));
    // Page 1 read again: page 2 is now the least recently used.
    await cache.get(key(1), png('x'));
    await cache.get(key(3), png('3'));
    expect([1, 2, 3].map((page) => cache.isCached(key(page)))).toEqual([true, false, true]);
    expect(cache.stats().bytes).toBe(200);
    // A page larger than the whole cache is served, not kept.
    expect((await cache.get(key(9), async () => Buffer.alloc(300))).length).toBe(300);
    expect(cache.isCached(key(9))).toBe(false);
  });
});
