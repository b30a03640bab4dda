import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Piscina } from 'piscina';

/*
 * CPU-heavy work (drawing PDF pages, laying out the report PDF) runs in worker threads: on the
 * main thread it would hold up every other request. Each pool starts its threads on its first
 * task, not with the app, and its queue is the only queue: a task waits there for a free thread.
 */

export interface WorkerPoolOptions {
  /** The worker module (see workerFile); its default export runs each task. */
  file: URL;
  /** Named in errors and logs ("preview", "report PDF"). */
  name: string;
  maxThreads: number;
  /** Threads kept however long they idle (default 1: the first stays, warm, once started). */
  minThreads?: number;
  /** Threads above minThreads leave after this long without work. */
  idleTimeoutMs: number;
  /**
   * How much lower than the main thread the threads run (a nice increment, 0–19; WORKER_NICE):
   * when the cores are busy, the thread answering requests gets the CPU first and the background
   * work takes what is left, instead of each taking an equal share.
   */
  niceIncrement?: number;
}

export interface WorkerPool<Task, Result> {
  /** Run one task in a thread; what `transferList` names moves to the worker and must not be used afterwards. */
  run: (task: Task, transferList?: ArrayBuffer[]) => Promise<Result>;
  /** Tasks waiting for a thread (0 while none was ever asked for). */
  queued: () => number;
  /** Tasks finished in a thread since the pool was made: done, or failed there. */
  stats: () => { completed: number; failed: number };
  close: () => Promise<void>;
}

/**
 * The worker `name` beside the calling module: `name.ts` when the caller runs from source
 * (vitest, tsx), `name.js` in the build, where build.mjs emits every worker beside main.js and
 * its chunks. Call as `workerFile('x.worker', import.meta.url)` from the file next to the worker.
 */
export function workerFile(name: string, callerUrl: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}

/** From source, workers load TypeScript through tsx; the build's workers inherit the process's flags. */
function workerExecArgv(file: URL): { execArgv?: string[] } {
  if (!file.pathname.endsWith('.ts')) {
    return {};
  }
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return { execArgv: ['--import', pathToFileURL(tsx).href] };
}

/** Only a buffer that is all of its ArrayBuffer may be transferred (Node's small Buffers share one). */
export function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

/** A pool of up to `maxThreads` workers running `file`, started on the first task (piscina itself loads then too). */
export function createWorkerPool<Task, Result>({ file, name, maxThreads, minThreads = 1, idleTimeoutMs, niceIncrement = 0 }: WorkerPoolOptions): WorkerPool<Task, Result> {
  let pool: Promise<Piscina> | null = null;
  let started: Piscina | null = null;
  let closed = false;
  let completed = 0;
  let failed = 0;
  const open = () => {
    if (closed) {
      // Never start threads again once the app has closed (a task started late may still ask).
      return Promise.reject(new Error(`The ${name} pool is closed.`));
    }
    pool ??= import('piscina').then(({ Piscina }) => {
      started = new Piscina({
        filename: file.href,
        minThreads: Math.min(minThreads, maxThreads),
        maxThreads,
        idleTimeout: idleTimeoutMs,
        // Piscina applies it in each new thread through @napi-rs/nice (per thread on Linux).
        niceIncrement,
        // The libraries in the threads (React, for the report PDF) load their production builds:
        // React's development checks cost about a tenth of a render. NODE_ENV in the threads
        // means nothing else; the deployment's NODE_ENV is read by the main thread only.
        env: { ...process.env, NODE_ENV: 'production' },
        ...workerExecArgv(file),
      });
      return started;
    });
    return pool;
  };
  return {
    run: async (task, transferList) => {
      const piscina = await open();
      try {
        const result = (await piscina.run(task, transferList ? { transferList } : {})) as Result;
        completed += 1;
        return result;
      } catch (error) {
        failed += 1;
        throw error;
      }
    },
    queued: () => started?.queueSize ?? 0,
    stats: () => ({ completed, failed }),
    close: async () => {
      closed = true;
      const closing = pool;
      pool = null;
      started = null;
      await (await closing)?.destroy();
    },
  };
}
