/**
 * `npm run bench` — see docs/bench.md. Builds, seeds (once), then measures the API against a
 * bare server, the scale ratios, inspection autosave and photo uploads, the front end, the
 * footprint, the report PDF render and the invoice PDF and M-Pesa payments; prints one table and
 * writes bench/results.json.
 * `npm run bench -- api scale` runs only some parts (the others are kept from the previous
 * results.json).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDashboardBench } from './admin-dashboard.ts';
import { runChatBench } from './chat.ts';
import { runUploadBench } from './uploads.ts';
import { runApiBench } from './api.ts';
import { BENCH_1K_DATABASE_URL, BENCH_DATABASE_URL, PORTS, RESULTS_FILE, ROOT } from './config.ts';
import { measureFootprint } from './footprint.ts';
import { runPgliteBench } from './pglite.ts';
import { ADMIN_DASHBOARD_ROUTE_SRCS, ENHANCED_EDITOR_ROUTE_SRCS, homeBundle, INSPECTION_ROUTE_SRCS, routeBeyondShell, routeSizes, runLighthouse } from './frontend.ts';
import { runInspectionBench } from './inspections.ts';
import { startApp, startProcess, type Server } from './processes.ts';
import { formatResults, lighthouseTargetsMet, previewTargetsMet, TARGETS, writeResults, type Results } from './report.ts';
import { runReportPdfBench } from './report-pdf.ts';
import { runPaymentsBench } from './payments.ts';
import { runAuditExportBench } from './audit-export.ts';
import { runPreviewBench } from './previews.ts';
import { runLighthouseRoutesBench } from './lighthouse-routes.ts';
import { RENDER_LOAD_TARGETS, renderLoadTargetsMet, runRenderLoadBench } from './report-renders.ts';
import { INP_TARGET_MS, runInpBench } from './inp.ts';
import { EXTRACTOR_TARGETS, runExtractorBench } from './extractor.ts';
import { explainReads, runScaleBench } from './scale.ts';
import { benchUsers, clientEmail, ensureSeeded, SEED_1K, SEED_1M } from './seed.ts';
import { writeSummary } from './summary.ts';
import { signIn } from './users.ts';

const PARTS = ['summary', 'api', 'scale', 'inspections', 'frontend', 'footprint', 'pdf', 'dashboard', 'extractor', 'chat', 'uploads', 'pglite', 'previews', 'renders', 'audit', 'inp', 'routes', 'payments'] as const;
type Part = (typeof PARTS)[number];

const started = Date.now();
const log = (line: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);

function previous(): Results {
  const empty: Results = {
    api: [],
    scale: [],
    frontend: { home_js_gzip_kb: 0, home_css_gzip_kb: 0, lighthouse: {} },
    footprint: { cold_start_s: 0, idle_rss_mb: 0 },
    inspections: [],
  };
  try {
    // A results file from before a part existed lacks its key: that part shows as empty.
    return { ...empty, ...(JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as Partial<Results>) };
  } catch {
    return empty;
  }
}

/** Newest modification time (ms) of the files under `dir` (0 when missing). */
function newest(dir: string): number {
  if (!fs.existsSync(dir)) {
    return 0;
  }
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name !== 'node_modules' && entry.name !== 'dist') {
      max = Math.max(max, newest(path.join(dir, entry.name)));
    }
  }
  return max;
}

function buildIsStale(): boolean {
  const server = path.join(ROOT, 'apps/server/dist/main.js');
  const web = path.join(ROOT, 'apps/web/dist/.vite/manifest.json');
  if (!fs.existsSync(server) || !fs.existsSync(web)) {
    return true;
  }
  const built = Math.min(fs.statSync(server).mtimeMs, fs.statSync(web).mtimeMs);
  const sources = ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts'];
  return sources.some((s) => newest(path.join(ROOT, s)) > built);
}

/** The admin dashboard route's JS beyond the app shell, the chart library (loaded on demand) counted. */
function measureDashboardRoute(results: Results, log: (line: string) => void): void {
  const route = routeBeyondShell(ADMIN_DASHBOARD_ROUTE_SRCS);
  results.frontend.admin_dashboard_js_gzip_kb = route.js_gzip_kb;
  log(`admin dashboard: ${route.js_gzip_kb} KB JS gzip beyond the app shell with uPlot (${route.files.length} files)`);
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((a): a is Part => (PARTS as readonly string[]).includes(a));
  const parts = new Set<Part>(asked.length > 0 ? asked : PARTS);
  const results = previous();
  const stamp = (part: Part) => {
    results.measured = { ...results.measured, [part]: { at: new Date().toISOString(), load_1m: Math.round(os.loadavg()[0]! * 10) / 10 } };
  };
  const failures: string[] = [];

  if (parts.size === 1 && parts.has('summary')) {
    log('summary only: the table in docs/bench.md from bench/results.json and bench/soak/capacity.json');
  } else if (process.env.BENCH_BUILD === '0') {
    log('BENCH_BUILD=0: using the existing build as it is');
  } else if (process.env.BENCH_BUILD === '1' || buildIsStale()) {
    log('npm run build (dist missing or older than the sources)');
    execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  } else {
    log('dist is newer than the sources: reusing the build (BENCH_BUILD=1 forces one)');
  }
  if (parts.has('frontend')) {
    stamp('frontend');
    const bundle = homeBundle();
    results.frontend.home_js_gzip_kb = bundle.home_js_gzip_kb;
    results.frontend.home_css_gzip_kb = bundle.home_css_gzip_kb;
    log(`home route: ${bundle.home_js_gzip_kb} KB JS + ${bundle.home_css_gzip_kb} KB CSS gzip (${bundle.files.length} files)`);
    const inspection = routeBeyondShell(INSPECTION_ROUTE_SRCS);
    results.frontend.inspection_js_gzip_kb = inspection.js_gzip_kb;
    log(`inspection page: ${inspection.js_gzip_kb} KB JS gzip beyond the app shell (${inspection.files.length} files; budget ${TARGETS.inspectionJsKb} KB)`);
    if (inspection.js_gzip_kb > TARGETS.inspectionJsKb) {
      failures.push(`the inspection page loads ${inspection.js_gzip_kb} KB gzip of JS beyond the app shell (budget ${TARGETS.inspectionJsKb} KB)`);
      log(`  OVER BUDGET ${failures.at(-1)}`);
    }
    measureDashboardRoute(results, log);
    const editor = routeBeyondShell(ENHANCED_EDITOR_ROUTE_SRCS);
    results.frontend.enhanced_editor_js_gzip_kb = editor.js_gzip_kb;
    log(`report editor (full document): ${editor.js_gzip_kb} KB JS gzip beyond the app shell (${editor.files.length} files; budget ${TARGETS.enhancedEditorJsKb} KB)`);
    if (editor.js_gzip_kb > TARGETS.enhancedEditorJsKb) {
      failures.push(`the report editor loads ${editor.js_gzip_kb} KB gzip of JS beyond the app shell (budget ${TARGETS.enhancedEditorJsKb} KB)`);
      log(`  OVER BUDGET ${failures.at(-1)}`);
    }
    results.frontend.routes = routeSizes();
    log(`every lazy page route's JS beyond the app shell: ${results.frontend.routes.length} routes, largest ${Math.max(...results.frontend.routes.map((r) => r.js_gzip_kb))} KB gzip`);
  }

  if (parts.has('dashboard') && !parts.has('frontend')) {
    measureDashboardRoute(results, log);
  }
  const needsDb = parts.has('api') || parts.has('scale') || parts.has('inspections') || parts.has('frontend');
  const servers: Server[] = [];
  try {
    if (needsDb) {
      await ensureSeeded(BENCH_DATABASE_URL, SEED_1M, log);
      log(`starting the app (production build, NODE_ENV=production, PostgreSQL 1M)${parts.has('api') ? ' and the bare server' : ''}`);
      const app = await startApp(PORTS.app, BENCH_DATABASE_URL);
      servers.push(app);
      if (parts.has('api')) {
    stamp('api');
        const bare = await startProcess({ script: path.join(ROOT, 'bench/bare-server.ts'), port: PORTS.bare, env: { DATABASE_URL: BENCH_DATABASE_URL } });
        servers.push(bare);
        log('API: ours vs bare, alternately');
        const api = await runApiBench(app.url, bare.url, BENCH_DATABASE_URL, SEED_1M, log);
        results.api = api.rows;
        await bare.stop();
      }
      if (parts.has('scale')) {
    stamp('scale');
        for (const line of await explainReads(BENCH_DATABASE_URL, SEED_1M)) {
          log(line);
        }
        await ensureSeeded(BENCH_1K_DATABASE_URL, SEED_1K, log);
        const small = await startApp(PORTS.app1k, BENCH_1K_DATABASE_URL);
        servers.push(small);
        log('scale: the same reads at 1k and at 1M requests');
        results.scale = await runScaleBench(
          { counts: SEED_1K, appUrl: small.url, databaseUrl: BENCH_1K_DATABASE_URL },
          { counts: SEED_1M, appUrl: app.url, databaseUrl: BENCH_DATABASE_URL },
          log,
        );
        await small.stop();
      }
      if (parts.has('inspections')) {
    stamp('inspections');
        log('inspections: autosave with versions under load, then photo uploads');
        results.inspections = await runInspectionBench(app.url, BENCH_DATABASE_URL, SEED_1M, log);
      }
      if (parts.has('frontend')) {
        log('Lighthouse (mobile preset) on /, /auth and /client-dashboard (signed in as an average client)');
        const client = await signIn(app.url, clientEmail(benchUsers(SEED_1M).readClients[0] ?? 1));
        try {
          results.frontend.lighthouse = await runLighthouse(
            app.url,
            [{ path: '/' }, { path: '/auth' }, { path: '/client-dashboard', cookie: client.cookie }],
            log,
          );
        } catch (error) {
          // Keep the other numbers; the failure is printed and the run exits non-zero at the end.
          failures.push(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
          log(`  FAILED ${failures.at(-1)}`);
        }
      }
    }
  } finally {
    for (const server of servers.reverse()) {
      await server.stop();
    }
  }

  if (parts.has('dashboard')) {
    stamp('dashboard');
    await ensureSeeded(BENCH_DATABASE_URL, SEED_1M, log);
    // Its own app: admins need two-factor sign-in in production, which a load generator cannot do.
    const dashboardApp = await startApp(PORTS.dashboard, BENCH_DATABASE_URL, { TWO_FACTOR_REQUIRED_FOR: 'none' });
    try {
      log('admin dashboard: GET /api/admin/dashboard, last 30 days, on 1M requests');
      results.admin_dashboard = await runDashboardBench(dashboardApp.url, BENCH_DATABASE_URL, log);
    } finally {
      await dashboardApp.stop();
    }
    if (results.admin_dashboard.p50_ms > TARGETS.adminDashboardP50Ms) {
      failures.push(`the admin dashboard answers in ${results.admin_dashboard.p50_ms} ms at p50 (budget ${TARGETS.adminDashboardP50Ms} ms)`);
      log(`  OVER BUDGET ${failures.at(-1)}`);
    }
  }

  if (parts.has('chat')) {
    stamp('chat');
    await ensureSeeded(BENCH_DATABASE_URL, SEED_1M, log);
    // Its own app: the admins among the 200 people sign in without two-factor.
    const chatApp = await startApp(PORTS.chat, BENCH_DATABASE_URL, { TWO_FACTOR_REQUIRED_FOR: 'none' });
    try {
      log('chat: send → the other person\'s screen with 200 event streams open (PostgreSQL 1M)');
      results.chat = await runChatBench(chatApp.url, BENCH_DATABASE_URL, SEED_1M, log);
    } finally {
      await chatApp.stop();
    }
    if (results.chat.p99_ms > TARGETS.chatP99Ms || results.chat.failed > 0) {
      failures.push(`chat messages reach the other screen in ${results.chat.p99_ms} ms at p99 with ${results.chat.failed} failed (target ${TARGETS.chatP99Ms} ms)`);
      log(`  BELOW TARGET ${failures.at(-1)}`);
    }
  }

  if (parts.has('uploads')) {
    stamp('uploads');
    await ensureSeeded(BENCH_DATABASE_URL, SEED_1M, log);
    const uploadApp = await startApp(PORTS.uploads, BENCH_DATABASE_URL);
    try {
      log('uploads: scanned PDFs to POST /api/requests/:id/documents (PostgreSQL 1M)');
      results.uploads = await runUploadBench(uploadApp.url, BENCH_DATABASE_URL, SEED_1M, log);
    } finally {
      await uploadApp.stop();
    }
  }

  if (parts.has('pglite')) {
    stamp('pglite');
    log('PGlite: the three reads on the production build as `npm start` runs it (demo mode, DATA_DIR)');
    results.pglite = await runPgliteBench(PORTS.pglite, log);
  }

  if (parts.has('previews')) {
    stamp('previews');
    log('previews: scanned PDF pages drawn in worker threads and cached, on the production build (PGlite, demo mode)');
    results.previews = await runPreviewBench(PORTS.previews, log);
    if (!previewTargetsMet(results.previews)) {
      failures.push(
        `previews: page 1 of a new scan in ${results.previews.first_page_ms} ms (target ≤ ${TARGETS.previewFirstPageMs}), a cached page ${results.previews.cached_p95_ms} ms at p95 (target ≤ ${TARGETS.previewCachedMs})`,
      );
      log(`  BELOW TARGET ${failures.at(-1)}`);
    }
  }

  if (parts.has('renders')) {
    stamp('renders');
    log(`renders: GET /api/requests/stats quiet, then while 10 approved reports render and 4 scans are previewed (production build, ${process.env.BENCH_RENDERS_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite'}, demo mode)`);
    const r = await runRenderLoadBench(PORTS.renders, log);
    results.render_load = r;
    const met = renderLoadTargetsMet(r);
    if (!met.p99 || !met.max) {
      failures.push(
        `renders: GET /api/requests/stats p99 ${r.loaded_p99_ms} ms under load vs ${r.quiet_p99_ms} ms quiet (target ≤ ${RENDER_LOAD_TARGETS.p99Ratio} ×), max ${r.loaded_max_ms} vs ${r.quiet_max_ms} ms (target ≤ ${RENDER_LOAD_TARGETS.maxRatio} ×)`,
      );
      log(`  BELOW TARGET ${failures.at(-1)}`);
    }
  }

  if (parts.has('payments')) {
    stamp('payments');
    log('payments: the invoice PDF through the API, and M-Pesa push → paid through the Daraja simulator (production build, PGlite, demo mode)');
    results.payments = await runPaymentsBench(log);
  }

  if (parts.has('inp')) {
    stamp('inp');
    log(`INP: a scripted fill of the checklist and of the report editor in a phone browser, CPU 4× slower (production build, PGlite, demo mode)`);
    const inp = await runInpBench(PORTS.inp, log);
    results.inp = inp;
    for (const [flow, f] of Object.entries(inp)) {
      if (f.inp_ms > INP_TARGET_MS) {
        failures.push(`INP of ${flow} is ${f.inp_ms} ms over ${f.interactions} interactions (target ≤ ${INP_TARGET_MS} ms)`);
        log(`  BELOW TARGET ${failures.at(-1)}`);
      }
    }
  }

  if (parts.has('routes')) {
    stamp('routes');
    log('routes: Lighthouse (mobile) on every route of app/router.tsx for every role that may open it (production build, PGlite, demo data)');
    const routes = await runLighthouseRoutesBench(PORTS.routes, log);
    results.frontend.lighthouse_routes = routes;
    for (const row of routes.rows.filter((r) => !lighthouseTargetsMet(r.scores))) {
      const s = row.scores;
      failures.push(`lighthouse ${row.url} as ${row.role}: ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo} (median of ${row.runs})`);
    }
    failures.push(...routes.errors.map((e) => `lighthouse routes: ${e}`));
    log(`  ${routes.rows.length} measured, ${routes.rows.filter((r) => lighthouseTargetsMet(r.scores)).length} meet ≥ 95/100/100/100; ${routes.redirects.length} redirects; ${routes.not_measured.length} not measured (load ${routes.load_1m_start} → ${routes.load_1m_end})`);
  }

  if (parts.has('footprint')) {
    stamp('footprint');
    log('footprint: PGlite cold start and idle RSS');
    results.footprint = await measureFootprint(PORTS.footprint, log);
  }

  if (parts.has('pdf')) {
    stamp('pdf');
    log(`report PDF: the render job's work for a 20-page report with 12 photos`);
    const pdf = await runReportPdfBench(log);
    results.report_pdf = pdf;
    log(`  median ${pdf.median_s} s, p95 ${pdf.p95_s} s (budget ${TARGETS.reportPdfS} s)`);
    if (pdf.p95_s > TARGETS.reportPdfS || pdf.pages < 20) {
      failures.push(`the report PDF (${pdf.pages} pages) renders in ${pdf.p95_s} s at p95 (budget ${TARGETS.reportPdfS} s for 20 pages)`);
      log(`  OVER BUDGET ${failures.at(-1)}`);
    }
  }

  if (parts.has('audit')) {
    stamp('audit');
    const audit = await runAuditExportBench(log);
    results.audit_export = audit;
    log(`  ${audit.rows.toLocaleString('en')} rows, ${audit.csv_mb} MB of CSV in ${audit.seconds} s; heap grew ${audit.heap_growth_mb} MB (budget ${TARGETS.auditExportHeapMb} MB)`);
    if (audit.heap_growth_mb > TARGETS.auditExportHeapMb) {
      failures.push(`the audit log export grew the heap by ${audit.heap_growth_mb} MB for ${audit.rows} rows (budget ${TARGETS.auditExportHeapMb} MB)`);
      log(`  OVER BUDGET ${failures.at(-1)}`);
    }
  }

  if (parts.has('extractor')) {
    stamp('extractor');
    log('krooki extractor: field precision and recall on the synthetic set, seconds per page');
    const x = await runExtractorBench(log);
    results.extractor = x;
    for (const set of ['text', 'scan'] as const) {
      const row = x[set];
      log(`  ${set}: precision ${row.precision}, recall ${row.recall}, ${row.seconds_per_page} s/page (target ≥ ${EXTRACTOR_TARGETS[set]})`);
      if (row.precision < EXTRACTOR_TARGETS[set] || row.recall < EXTRACTOR_TARGETS[set]) {
        failures.push(`the extractor's ${set} set scores precision ${row.precision}, recall ${row.recall} (target ≥ ${EXTRACTOR_TARGETS[set]})`);
      }
    }
  }

  writeResults(results);
  writeSummary(results);
  process.stdout.write(`\n${formatResults(results)}\n\nwritten ${path.relative(ROOT, RESULTS_FILE)} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  if (failures.length > 0) {
    process.stderr.write(`bench: ${failures.join('; ')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
