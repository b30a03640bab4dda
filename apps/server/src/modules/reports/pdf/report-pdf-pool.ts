import { createWorkerPool, workerFile } from '#platform/workers/worker-pool.ts';
import type { ReportPdfInput } from './report-pdf-input.ts';

/*
 * An approved report's PDF takes about a second of CPU (layout, font subsetting, images): it is
 * written in a worker thread (render-report.worker.ts), so requests keep being answered meanwhile.
 */

/**
 * Every thread leaves after this long without a report (each holds react-pdf and the parsed
 * fonts): reports come a few an hour, and the next one pays the thread's start (about a second,
 * in a background job) rather than the process keeping that memory all day.
 */
const IDLE_THREAD_MS = 60_000;

export interface ReportPdfPool {
  /** The report's PDF, written in a worker thread: the same bytes as renderReportPdf on the main thread. */
  render: (input: ReportPdfInput) => Promise<Buffer>;
  /** Reports written in a thread since start: done, or failed there. */
  stats: () => { completed: number; failed: number };
  close: () => Promise<void>;
}

/** A pool of `threads` workers (REPORT_WORKERS, default 1) writing report PDFs, started on the first report, `nice` below the main thread (WORKER_NICE). */
export function createReportPdfPool(threads: number, nice = 0): ReportPdfPool {
  const pool = createWorkerPool<ReportPdfInput, Uint8Array>({
    file: workerFile('render-report.worker', import.meta.url),
    name: 'report PDF',
    maxThreads: threads,
    minThreads: 0,
    idleTimeoutMs: IDLE_THREAD_MS,
    niceIncrement: nice,
  });
  return {
    render: async (input) => {
      const pdf = await pool.run(input);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    stats: pool.stats,
    close: pool.close,
  };
}
