import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../apps/server/src/platform/seed.ts';
import { requestBody } from './api.ts';
import { SERVER_MAIN } from './config.ts';
import { startProcess, type Server } from './processes.ts';
import { scannedPdf } from './uploads.ts';
import { signIn } from './users.ts';

/**
 * `npm run bench -- previews` (docs/bench.md, docs/documents.md): document page previews on the
 * production build as `npm start` runs it (PGlite in a new DATA_DIR, demo mode). A client
 * uploads 3-page scanned PDFs (each A4 page one noisy ~1.5 MB JPEG) and asks for their pages as
 * the preview dialog does: the process's very first preview (the pool's thread starts and loads
 * pdfjs), the first page of another scan once the pool runs, the same page again from the cache
 * (20 times), and `GET /api/requests/stats` asked back to back while a third scan's pages are drawn.
 */
export interface PreviewBench {
  /** The process's first preview: thread start + pdfjs load + drawing. */
  cold_first_page_ms: number;
  /** Page 1 of a scan not seen before, the pool already running. */
  first_page_ms: number;
  /** The same page again, from the cache: p95 of 20. */
  cached_p95_ms: number;
  /** GET /api/requests/stats while pages are drawn: the slowest of those asked. */
  stats_max_ms_while_drawing: number;
  stats_calls_while_drawing: number;
  pdf_mb: number;
  /** The cached page (JPEG), MB. */
  page_mb: number;
  load_1m: number;
}

const MB = 1024 * 1024;
const ms = (since: number) => Math.round(performance.now() - since);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export async function runPreviewBench(port: number, log: (line: string) => void, script = SERVER_MAIN): Promise<PreviewBench> {
  const pdfs = await Promise.all([scannedPdf(3), scannedPdf(3), scannedPdf(3)]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-previews-'));
  let server: Server | null = null;
  try {
    server = await startProcess({ script, port, env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, readyPath: '/api/health/ready', timeoutMs: 300_000 });
    const base = server.url;
    const who = await signIn(base, 'client@thamani.test', DEMO_PASSWORD);
    const headers = { cookie: who.cookie, origin: base };
    const created = await fetch(`${base}/api/requests`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: requestBody(0),
    });
    if (created.status !== 201) {
      throw new Error(`creating a request: ${created.status} ${await created.text()}`);
    }
    const requestId = ((await created.json()) as { id: string }).id;
    const upload = async (pdf: Buffer) => {
      const form = new FormData();
      form.append('category', 'title_deed');
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'title-deed-scan.pdf');
      const response = await fetch(`${base}/api/requests/${requestId}/documents`, { method: 'POST', headers, body: form });
      if (response.status !== 201) {
        throw new Error(`upload: ${response.status} ${await response.text()}`);
      }
      return ((await response.json()) as { id: string }).id;
    };
    let pageBytes = 0;
    const page = async (documentId: string, n: number) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/documents/${documentId}/pages/${n}`, { headers });
      pageBytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) {
        throw new Error(`page ${n}: ${response.status}`);
      }
      return ms(started);
    };
    const [first, second, third] = [await upload(pdfs[0]!), await upload(pdfs[1]!), await upload(pdfs[2]!)];
    const load = os.loadavg()[0] ?? 0;
    const cold = await page(first, 1);
    // Let the pages drawn ahead of the first scan finish, so the next page waits for nobody.
    await page(first, 2);
    await page(first, 3);
    const firstPage = await page(second, 1);
    // Pages 2 and 3 (drawn ahead) are waited for: the cached reads below then share the cores with nothing.
    await page(second, 2);
    await page(second, 3);
    const cached: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      cached.push(await page(second, 1));
    }
    const pageMb = Math.round((pageBytes / MB) * 100) / 100;
    const stats: number[] = [];
    let drawing = true;
    const reader = (async () => {
      for (const n of [1, 2, 3]) {
        await page(third, n);
      }
      drawing = false;
    })();
    while (drawing) {
      const started = performance.now();
      const response = await fetch(`${base}/api/requests/stats`, { headers });
      await response.arrayBuffer();
      stats.push(ms(started));
    }
    await reader;
    const result: PreviewBench = {
      cold_first_page_ms: cold,
      first_page_ms: firstPage,
      cached_p95_ms: quantile(cached, 0.95),
      stats_max_ms_while_drawing: Math.max(0, ...stats),
      stats_calls_while_drawing: stats.length,
      page_mb: pageMb,
      pdf_mb: Math.round((pdfs.reduce((a, p) => a + p.length, 0) / pdfs.length / MB) * 100) / 100,
      load_1m: Math.round(load * 10) / 10,
    };
    log(
      `  first preview of the process ${result.cold_first_page_ms} ms; page 1 of a new ${result.pdf_mb} MB scan ${result.first_page_ms} ms; cached p95 ${result.cached_p95_ms} ms (${result.page_mb} MB JPEG); ` +
        `GET /api/requests/stats max ${result.stats_max_ms_while_drawing} ms over ${result.stats_calls_while_drawing} calls while pages were drawn (load ${result.load_1m})`,
    );
    return result;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
