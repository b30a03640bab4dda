import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Piscina } from 'piscina';
import type { RenderPageResult, RenderPageTask } from './render-page.worker.ts';

/*
 * PDF pages are drawn in worker threads: a scanned page takes a core for seconds, which on the
 * main thread would hold up every other request. The pool's queue is the only queue: a reader's
 * page waits there for a free thread.
 */

/** Run from TypeScript (vitest, tsx): this file ends in .ts, and the worker is loaded through tsx. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
/** Beside this file in src; in the build, beside main.js (build.mjs makes it an entry point). */
const WORKER_FILE = new URL(FROM_SOURCE ? './render-page.worker.ts' : './render-page.worker.js', import.meta.url);
/** Threads above the first leave after this long without work (each holds pdfjs, tens of MB). */
const IDLE_THREAD_MS = 60_000;

export interface RenderPool {
  /** Page `page` of the PDF as PNG, or png null past its last page. The bytes are moved to the worker: do not use them afterwards. */
  render: (bytes: Uint8Array, page: number, scale: number) => Promise<RenderPageResult>;
  /** Tasks waiting for a thread (0 while none was ever asked for). */
  queued: () => number;
  close: () => Promise<void>;
}

/** The pool's size: PREVIEW_WORKERS when set, else the machine's cores, at least 1. */
export function previewWorkerCount(setting: number | undefined): number {
  return Math.max(1, setting ?? os.availableParallelism());
}

/** From source, workers load TypeScript through tsx; the build's workers inherit the process's flags. */
function workerExecArgv(): { execArgv?: string[] } {
  if (!FROM_SOURCE) {
    return {};
  }
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return { execArgv: ['--import', pathToFileURL(tsx).href] };
}

/** Only a buffer that is all of its ArrayBuffer may be transferred (Node's small Buffers share one). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

/** A pool of `threads` workers, started on the first render (piscina itself loads then too). */
export function createRenderPool(threads: number): RenderPool {
  let pool: Promise<Piscina> | null = null;
  let started: Piscina | null = null;
  let closed = false;
  const open = () => {
    if (closed) {
      // Never start threads again once the app has closed (a page drawn ahead may still ask).
      return Promise.reject(new Error('The preview pool is closed.'));
    }
    pool ??= import('piscina').then(({ Piscina }) => {
      started = new Piscina({
        filename: WORKER_FILE.href,
        minThreads: 1,
        maxThreads: threads,
        idleTimeout: IDLE_THREAD_MS,
        ...workerExecArgv(),
      });
      return started;
    });
    return pool;
  };
  return {
    render: async (bytes, page, scale) => {
      const own = ownBuffer(bytes);
      const task: RenderPageTask = { bytes: own, page, scale };
      return (await open()).run(task, { transferList: [own.buffer as ArrayBuffer] }) as Promise<RenderPageResult>;
    },
    queued: () => started?.queueSize ?? 0,
    close: async () => {
      closed = true;
      const closing = pool;
      pool = null;
      started = null;
      await (await closing)?.destroy();
    },
  };
}
