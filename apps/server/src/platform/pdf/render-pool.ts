import os from 'node:os';
import { createWorkerPool, ownBuffer, workerFile } from '#platform/workers/worker-pool.ts';
import type { PageEncoding } from './pdf-pages.ts';
import type { RenderPageResult, RenderPageTask } from './render-page.worker.ts';

/*
 * PDF pages for previews are drawn in worker threads (platform/workers/worker-pool.ts): a scanned
 * page takes a core for seconds, which on the main thread would hold up every other request.
 */

/** Threads above the first leave after this long without work (each holds pdfjs, tens of MB). */
const IDLE_THREAD_MS = 60_000;

export interface RenderPool {
  /** Page `page` of the PDF encoded as asked, or image null past its last page. The bytes are moved to the worker: do not use them afterwards. */
  render: (bytes: Uint8Array, page: number, scale: number, encoding: PageEncoding) => Promise<RenderPageResult>;
  /** Tasks waiting for a thread (0 while none was ever asked for). */
  queued: () => number;
  close: () => Promise<void>;
}

/** The pool's size: PREVIEW_WORKERS when set, else the machine's cores, at least 1. */
export function previewWorkerCount(setting: number | undefined): number {
  return Math.max(1, setting ?? os.availableParallelism());
}

/** A pool of `threads` workers drawing pages, started on the first render, `nice` below the main thread (WORKER_NICE). */
export function createRenderPool(threads: number, nice = 0): RenderPool {
  const pool = createWorkerPool<RenderPageTask, RenderPageResult>({
    file: workerFile('render-page.worker', import.meta.url),
    name: 'preview',
    maxThreads: threads,
    idleTimeoutMs: IDLE_THREAD_MS,
    niceIncrement: nice,
  });
  return {
    render: (bytes, page, scale, encoding) => {
      const own = ownBuffer(bytes);
      return pool.run({ bytes: own, page, scale, encoding }, [own.buffer as ArrayBuffer]);
    },
    queued: pool.queued,
    close: pool.close,
  };
}
