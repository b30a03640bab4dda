import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { InspectionDetail } from '@thamani/domain/inspections';
import { amountInWords } from '@thamani/domain/report-words';
import type { ReadyForReport, ReportDetail } from '@thamani/domain/reports';
import { sampleAnswer } from '../apps/server/src/test/inspection-answers.ts';
import { futureBusinessDate, requestBody } from './api.ts';
import { call, demoAppProcess, demoSession, type Session } from './demo-app.ts';
import { SERVER_MAIN } from './config.ts';
import { startProcess, type Server } from './processes.ts';
import { createPgDatabase } from './soak/server-process.ts';
import { scannedPdf } from './uploads.ts';

/**
 * `npm run bench -- renders` (docs/bench.md, docs/reports.md): does a cheap read stay quick while
 * report PDFs and page previews are being drawn? On the production build as `npm start` runs it
 * (PGlite in a new DATA_DIR, demo mode), the demo valuer takes 10 requests through the API up to a
 * submitted report (request, visit, inspection with a photo, report filled so every check
 * passes), and the client uploads 4 three-page scanned PDFs. Then `GET /api/requests/stats` is
 * asked back to back, first on a quiet server, then while the demo admin approves the 10 reports
 * at once (each approval enqueues the real render job: load, photos made printable, the PDF
 * written in the report pool's thread, stored, delivered) and the client opens page 1 of each of
 * the 4 scans at once (drawn in the preview pool, with the pages ahead). The loaded phase lasts
 * until every delivery is ready and every page has been served.
 */
export interface RenderLoadBench {
  /** Quiet: nothing rendering. */
  quiet_p99_ms: number;
  quiet_max_ms: number;
  quiet_calls: number;
  /** While the 10 reports render and the 4 scans are previewed. */
  loaded_p99_ms: number;
  loaded_max_ms: number;
  loaded_calls: number;
  reports: number;
  documents: number;
  /** From the approvals to the last delivery ready. */
  renders_s: number;
  /** From sending the 10 approvals to the last one answered (the burst of writes that starts the renders). */
  approvals_ms?: number;
  /** The reads asked for after every approval was answered: while only the renders and previews run (reported). */
  rendering_p99_ms?: number;
  rendering_max_ms?: number;
  /** The slowest of the 4 first pages. */
  preview_max_ms: number;
  load_1m: number;
}

/** The targets: under that load, the read's p99 ≤ 1.5 × quiet and its max ≤ 2 × quiet. */
export const RENDER_LOAD_TARGETS = { p99Ratio: 1.5, maxRatio: 2 };

export function renderLoadTargetsMet(r: RenderLoadBench): { p99: boolean; max: boolean } {
  return {
    p99: r.loaded_p99_ms <= RENDER_LOAD_TARGETS.p99Ratio * r.quiet_p99_ms,
    max: r.loaded_max_ms <= RENDER_LOAD_TARGETS.maxRatio * r.quiet_max_ms,
  };
}

const REPORTS = 10;
const DOCUMENTS = 4;
const QUIET_CALLS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => Math.round(ms * 10) / 10;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** A camera-sized site photo (1600×1200 JPEG), different for each report. */
function sitePhoto(n: number): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 60 + n * 15, g: 120, b: 80 }, noise: { type: 'gaussian', mean: 110, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Each report's visit on its own weekday (one a day from the first business day a month ahead), at 7:30 in the morning. */
function visitDate(n: number): string {
  const d = new Date(`${futureBusinessDate()}T00:00:00Z`);
  for (let left = n; left > 0 || d.getUTCDay() === 0 || d.getUTCDay() === 6; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      left -= 1;
    }
  }
  return d.toISOString().slice(0, 10);
}

/** Request `n` of the client, taken by the valuer through inspection and report to submitted; returns the report and its submission. */
async function submittedReport(client: Session, agent: Session, n: number): Promise<{ reportId: string; n: number }> {
  const request = await call<{ id: string; property: { id: string } | null }>(client, 'POST', '/api/requests', requestBody(1000 + n), 201);
  await call(agent, 'POST', `/api/requests/${request.id}/accept`);
  const visit = await call<{ id: string }>(
    agent,
    'POST',
    '/api/visits',
    { requestId: request.id, propertyId: request.property?.id ?? '', date: visitDate(n), time: '8:00 AM', durationMinutes: 60 },
    201,
  );
  const started = await call<InspectionDetail>(agent, 'POST', `/api/visits/${visit.id}/inspection`, undefined, 201);
  const form = new FormData();
  form.append('itemId', 'site.shape');
  form.append('clientId', randomUUID());
  form.append('caption', 'Front elevation');
  form.append('file', new Blob([new Uint8Array(await sitePhoto(n))], { type: 'image/jpeg' }), 'front.jpg');
  const photo = await fetch(`${agent.base}/api/inspections/${started.id}/photos`, { method: 'POST', headers: agent.headers, body: form });
  if (photo.status !== 201) {
    throw new Error(`photo: ${photo.status} ${await photo.text()}`);
  }
  const answers = Object.fromEntries(started.template.sections.flatMap((s) => s.items.filter((i) => i.required).map((i) => [i.id, sampleAnswer(i)] as const)));
  const answered = await call<InspectionDetail>(agent, 'PATCH', `/api/inspections/${started.id}`, { version: started.version, changes: { ...answers, 'site.area': 0.05 } });
  await call(agent, 'POST', `/api/inspections/${started.id}/submit`, { version: answered.version, confirmVisitDate: true });
  const ready = await call<{ items: ReadyForReport[] }>(agent, 'GET', '/api/reports/ready');
  const templateId = ready.items.find((item) => item.requestId === request.id)?.suggestedTemplateId;
  const report = await call<ReportDetail>(agent, 'POST', '/api/reports', { requestId: request.id, templateId }, 201);
  const value = 15_000_000 + n * 250_000;
  const fields = {
    ...report.content.fields,
    'client.instructingParty': 'Equity Bank Kenya Ltd',
    'property.registeredOwner': 'Omar Said',
    'tenure.type': 'Freehold',
    'values.marketValue': value,
    'values.marketValueWords': amountInWords(value),
    'values.forcedSaleValue': value * 0.75,
    'values.forcedSaleValueWords': amountInWords(value * 0.75),
    'values.insuranceValue': 9_000_000,
    'values.insuranceValueWords': amountInWords(9_000_000),
  };
  const recent = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const comparables = [0, 1, 2].map((i) => ({ id: `bench-sale-${i}`, address: `${i + 3}-bedroom house, Ngong Rd sale ${i + 1}`, date: recent, price: 14_000_000 + i * 750_000, sizeSqm: 220, adjustmentPercent: 0, notes: '' }));
  const photos = report.photoOptions.map((option) => ({ documentId: option.documentId, caption: '' }));
  const saved = await call<{ version: number }>(agent, 'PUT', `/api/reports/${report.id}`, { version: report.version, content: { ...report.content, fields, comparables, photos } });
  const submitted = await call<ReportDetail>(agent, 'POST', `/api/reports/${report.id}/submit`, { version: saved.version });
  return { reportId: report.id, n: submitted.submissions.at(-1)?.n ?? 1 };
}

/** `GET /api/requests/stats` back to back until `until()` is true (at least `min` calls); each call's ms, and when each was asked (performance.now()). */
async function askStats(who: Session, until: () => boolean, min = 0, asked: number[] = []): Promise<number[]> {
  const times: number[] = [];
  while (times.length < min || !until()) {
    const started = performance.now();
    asked.push(started);
    const response = await fetch(`${who.base}/api/requests/stats`, { headers: who.headers });
    await response.arrayBuffer();
    if (response.status !== 200) {
      throw new Error(`stats: ${response.status}`);
    }
    times.push(performance.now() - started);
  }
  return times;
}

export async function runRenderLoadBench(port: number, log: (line: string) => void, script = SERVER_MAIN): Promise<RenderLoadBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-renders-'));
  let server: Server | null = null;
  // BENCH_RENDERS_DATABASE=postgres: a new database instead of PGlite, where a read does not wait for another request's transaction.
  let database: Awaited<ReturnType<typeof createPgDatabase>> | null = null;
  try {
    database = process.env.BENCH_RENDERS_DATABASE === 'postgres' ? await createPgDatabase('renders') : null;
    server = await startProcess(demoAppProcess(script, port, dataDir, { DATABASE_URL: database?.url ?? '' }));
    const base = server.url;
    const [client, agent, admin] = [await demoSession(base, 'client@thamani.test'), await demoSession(base, 'agent@thamani.test'), await demoSession(base, 'admin@thamani.test')];

    log(`  seeding through the API: ${REPORTS} submitted reports, ${DOCUMENTS} scanned PDFs`);
    const reports: Array<{ reportId: string; n: number }> = [];
    for (let i = 0; i < REPORTS; i += 1) {
      reports.push(await submittedReport(client, agent, i));
    }
    const created = await call<{ id: string }>(client, 'POST', '/api/requests', requestBody(2000), 201);
    const documentIds: string[] = [];
    for (const pdf of await Promise.all(Array.from({ length: DOCUMENTS }, () => scannedPdf(3)))) {
      const form = new FormData();
      form.append('category', 'title_deed');
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'title-deed-scan.pdf');
      const response = await fetch(`${base}/api/requests/${created.id}/documents`, { method: 'POST', headers: client.headers, body: form });
      if (response.status !== 201) {
        throw new Error(`upload: ${response.status} ${await response.text()}`);
      }
      documentIds.push(((await response.json()) as { id: string }).id);
    }
    // Let the seeding's own work (photo re-encoding, the demo's jobs) settle before the quiet run.
    await sleep(5_000);

    const load = os.loadavg()[0] ?? 0;
    const quiet = await askStats(client, () => true, QUIET_CALLS);

    let busy = true;
    const previewTimes: number[] = [];
    const started = performance.now();
    let rendersMs = 0;
    let approvalsMs = 0;
    const work = (async () => {
      const approvals = reports.map(({ reportId, n }) => call(admin, 'POST', `/api/reports/${reportId}/approve`, { n }));
      const previews = documentIds.map(async (id) => {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/documents/${id}/pages/1`, { headers: client.headers });
        await response.arrayBuffer();
        if (response.status !== 200) {
          throw new Error(`preview: ${response.status}`);
        }
        previewTimes.push(performance.now() - t0);
      });
      await Promise.all(approvals);
      approvalsMs = performance.now() - started;
      // The deliveries, one report at a time: a poll every half second is two cheap reads a second.
      for (const { reportId } of reports) {
        for (;;) {
          const detail = await call<ReportDetail>(admin, 'GET', `/api/reports/${reportId}`);
          if (detail.delivery?.state === 'failed') {
            throw new Error(`report ${reportId}: the PDF failed`);
          }
          if (detail.delivery?.state === 'ready') {
            break;
          }
          await sleep(500);
        }
      }
      rendersMs = performance.now() - started;
      await Promise.all(previews);
    })().finally(() => {
      busy = false;
    });
    const asked: number[] = [];
    const loaded = await askStats(client, () => !busy, 0, asked);
    await work;
    const rendering = loaded.filter((_, i) => (asked[i] ?? 0) - started >= approvalsMs);

    const result: RenderLoadBench = {
      quiet_p99_ms: round(quantile(quiet, 0.99)),
      quiet_max_ms: round(Math.max(...quiet)),
      quiet_calls: quiet.length,
      loaded_p99_ms: round(quantile(loaded, 0.99)),
      loaded_max_ms: round(Math.max(0, ...loaded)),
      loaded_calls: loaded.length,
      reports: REPORTS,
      documents: DOCUMENTS,
      renders_s: Math.round(rendersMs / 100) / 10,
      approvals_ms: Math.round(approvalsMs),
      rendering_p99_ms: round(quantile(rendering, 0.99)),
      rendering_max_ms: round(Math.max(0, ...rendering)),
      preview_max_ms: Math.round(Math.max(0, ...previewTimes)),
      load_1m: Math.round(load * 10) / 10,
    };
    const met = renderLoadTargetsMet(result);
    log(
      `  GET /api/requests/stats quiet: p99 ${result.quiet_p99_ms} ms, max ${result.quiet_max_ms} ms (${result.quiet_calls} calls); ` +
        `while ${REPORTS} reports rendered (${result.renders_s} s) and ${DOCUMENTS} scans were previewed (slowest page 1 ${result.preview_max_ms} ms): ` +
        `p99 ${result.loaded_p99_ms} ms (target ≤ ${RENDER_LOAD_TARGETS.p99Ratio} × quiet: ${met.p99}), max ${result.loaded_max_ms} ms (target ≤ ${RENDER_LOAD_TARGETS.maxRatio} × quiet: ${met.max}) over ${result.loaded_calls} calls (load ${result.load_1m}); ` +
        `after the approvals were answered (${result.approvals_ms} ms): p99 ${result.rendering_p99_ms} ms, max ${result.rendering_max_ms} ms`,
    );
    return result;
  } finally {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
