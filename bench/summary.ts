import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.ts';
import { EXTRACTOR_TARGETS } from './extractor.ts';
import { inspectionTargetMet, lighthouseTargetsMet, pgliteTargetMet, TARGETS, type Results } from './report.ts';
import { RENDER_LOAD_TARGETS, renderLoadTargetsMet } from './report-renders.ts';

/**
 * The one summary table of docs/bench.md: every figure of the last `npm run bench` (and of the
 * last `npm run soak -- --capacity`), its target, whether it is met, and when and under what
 * machine load it was measured. `npm run bench` rewrites it between the markers below.
 */

export const CAPACITY_FILE = path.join(ROOT, 'bench/soak/capacity.json');
export const BENCH_DOC = path.join(ROOT, 'docs/bench.md');
const START = '<!-- bench-summary:start (written by npm run bench; edit bench/summary.ts instead) -->';
const END = '<!-- bench-summary:end -->';

/** When a part was measured: its start (UTC) and the machine's 1-minute load average then. */
export interface Measured {
  at: string;
  load_1m: number;
}

interface Row {
  area: string;
  figure: string;
  value: string;
  target: string;
  /** true met, false missed, null reported without a target. */
  met: boolean | null;
  when?: Measured;
}

/** The capacity run's file (bench/soak/capacity.ts writes it); only what the table reads. */
interface CapacityFile {
  date: string;
  load_1m_at_start: number;
  two_vs_one: { ratio: number | null; against?: string; target: number };
  /** Runs with SOAK_SERVER_CPU: four processes against one, and the share each had. */
  four_vs_one?: { ratio: number | null; against?: string; target: number };
  server_cpu_share?: number | null;
  runs: Array<{
    name: string;
    description: string;
    held: { people: number; rps: number; p99_ms: number; server_cpu_pct: number | null; db_cpu_pct: number | null } | null;
    limitedBy: string;
  }>;
}

function readCapacity(): CapacityFile | null {
  try {
    return JSON.parse(fs.readFileSync(CAPACITY_FILE, 'utf8')) as CapacityFile;
  } catch {
    return null;
  }
}

const gte = (value: number, target: number) => value >= target;
const lte = (value: number, target: number) => value <= target;

export function summaryRows(r: Results, capacity: CapacityFile | null = readCapacity()): Row[] {
  const m = r.measured ?? {};
  const rows: Row[] = [];
  const add = (row: Row) => rows.push(row);

  for (const a of r.api) {
    const p99x = a.bare_p99_ms > 0 ? a.ours_p99_ms / a.bare_p99_ms : 1;
    if (a.kind === 'read') {
      add({ area: 'API, PostgreSQL 1M', figure: `${a.name}: req/s of the bare handler's`, value: `${a.ratio.toFixed(2)} (${a.ours_rps} / ${a.bare_rps})`, target: `≥ ${TARGETS.readRatio}`, met: gte(a.ratio, TARGETS.readRatio), when: m.api });
      add({ area: 'API, PostgreSQL 1M', figure: `${a.name}: p99 × the bare handler's`, value: `${p99x.toFixed(2)} (${a.ours_p99_ms} / ${a.bare_p99_ms} ms)`, target: `≤ ${TARGETS.readP99}`, met: lte(p99x, TARGETS.readP99), when: m.api });
    } else {
      add({ area: 'API, PostgreSQL 1M', figure: `${a.name} req/s (ratio to bare)`, value: `${a.ours_rps} (${a.ratio.toFixed(2)}), p99 ${a.ours_p99_ms} ms`, target: 'reported', met: null, when: m.api });
    }
  }
  for (const s of r.scale) {
    add({ area: 'Scale, 1k → 1M', figure: `${s.name}: p50 1M / p50 1k`, value: `${s.ratio.toFixed(2)} (${s.p50_1k_ms} → ${s.p50_1m_ms} ms)`, target: `≤ ${TARGETS.scale}`, met: lte(s.ratio, TARGETS.scale), when: m.scale });
  }
  for (const p of r.pglite ?? []) {
    add({ area: `PGlite (npm start), ${p.requests_seeded.toLocaleString('en')} requests`, figure: `${p.name}: req/s, p99`, value: `${p.rps} req/s, p99 ${p.p99_ms} ms`, target: `≥ ${TARGETS.pgliteRps} req/s, p99 ≤ ${TARGETS.pgliteP99Ms} ms`, met: pgliteTargetMet(p), when: m.pglite });
  }
  const f = r.footprint;
  if (f.first_start_s !== undefined) {
    add({ area: 'PGlite footprint', figure: 'first start of a new data folder, s', value: String(f.first_start_s), target: `≤ ${TARGETS.firstStartS}`, met: lte(f.first_start_s, TARGETS.firstStartS), when: m.footprint });
  }
  add({ area: 'PGlite footprint', figure: 'start of an existing data folder, s', value: String(f.cold_start_s), target: `≤ ${TARGETS.coldStartS}`, met: lte(f.cold_start_s, TARGETS.coldStartS), when: m.footprint });
  add({ area: 'PGlite footprint', figure: 'idle RSS, MB', value: String(f.idle_rss_mb), target: `≤ ${TARGETS.idleRssMb}`, met: lte(f.idle_rss_mb, TARGETS.idleRssMb), when: m.footprint });

  const fe = r.frontend;
  add({ area: 'Front end', figure: 'home route first-load JS, KB gzip', value: String(fe.home_js_gzip_kb), target: `≤ ${TARGETS.homeJsKb}`, met: lte(fe.home_js_gzip_kb, TARGETS.homeJsKb), when: m.frontend });
  add({ area: 'Front end', figure: 'home route CSS, KB gzip', value: String(fe.home_css_gzip_kb), target: 'reported', met: null, when: m.frontend });
  if (fe.inspection_js_gzip_kb !== undefined) {
    add({ area: 'Front end', figure: 'inspection page JS beyond the shell, KB gzip', value: String(fe.inspection_js_gzip_kb), target: `≤ ${TARGETS.inspectionJsKb} (budget)`, met: lte(fe.inspection_js_gzip_kb, TARGETS.inspectionJsKb), when: m.frontend });
  }
  if (fe.enhanced_editor_js_gzip_kb !== undefined) {
    add({ area: 'Front end', figure: 'report editor JS beyond the shell, KB gzip', value: String(fe.enhanced_editor_js_gzip_kb), target: `≤ ${TARGETS.enhancedEditorJsKb} (budget)`, met: lte(fe.enhanced_editor_js_gzip_kb, TARGETS.enhancedEditorJsKb), when: m.frontend });
  }
  for (const route of fe.routes ?? []) {
    add({ area: 'Front end, each route', figure: `${route.path} JS beyond the shell, KB gzip`, value: String(route.js_gzip_kb), target: 'reported', met: null, when: m.frontend });
  }
  const t = TARGETS.lighthouse;
  for (const [page, s] of Object.entries(fe.lighthouse)) {
    const value = `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`;
    add({ area: 'Lighthouse mobile', figure: `${page}: performance / accessibility / best practices / SEO`, value, target: `≥ ${t.performance} / ${t.accessibility} / ${t['best-practices']} / ${t.seo}`, met: lighthouseTargetsMet(s), when: m.frontend });
  }
  const lr = fe.lighthouse_routes;
  if (lr) {
    const area = `Lighthouse mobile, every route (median of ${lr.runs_per_route}${lr.filter ? `, BENCH_ROUTES=${lr.filter}` : ''})`;
    for (const row of lr.rows) {
      const s = row.scores;
      const value = `${s.performance} (${row.perf_min}–${row.perf_max}) / ${s.accessibility} / ${s['best-practices']} / ${s.seo}; LCP ${row.metrics.lcp_ms} ms, TBT ${row.metrics.tbt_ms} ms; index ${row.benchmark_index}`;
      add({ area, figure: `${row.url} as ${row.role}: performance (min–max) / accessibility / best practices / SEO`, value, target: `≥ ${t.performance} / ${t.accessibility} / ${t['best-practices']} / ${t.seo}`, met: lighthouseTargetsMet(s), when: m.routes });
    }
    for (const d of lr.redirects) {
      add({ area, figure: `${d.url} as ${d.role}`, value: `redirects to ${d.to}`, target: 'measured where it lands', met: null, when: m.routes });
    }
    for (const n of lr.not_measured) {
      add({ area, figure: `${n.path} as ${n.role}`, value: `not measured: ${n.why}`, target: '–', met: null, when: m.routes });
    }
    for (const e of lr.errors ?? []) {
      add({ area, figure: e, value: 'could not be measured', target: 'measured', met: false, when: m.routes });
    }
  }

  for (const i of r.inspections) {
    const value = i.kind === 'autosave' ? `p99 ${i.p99_ms} ms, ${i.rps} saves/s, ${i.conflicts} × 409` : `${i.mb_per_s ?? 0} MB/s, p99 ${i.p99_ms} ms`;
    const target = i.kind === 'autosave' ? `p99 ≤ ${TARGETS.autosaveP99Ms} ms, no 409` : `≥ ${TARGETS.photoMbPerS} MB/s, p99 ≤ ${TARGETS.photoP99Ms / 1000} s`;
    add({ area: 'Inspections, PostgreSQL 1M', figure: `${i.name} (${i.clients} valuers)`, value, target, met: inspectionTargetMet(i), when: m.inspections ?? { at: '', load_1m: i.load_1m } });
  }
  if (r.uploads) {
    const u = r.uploads;
    add({ area: 'Uploads', figure: `request documents (${u.pdf_mb} MB scanned PDFs, ${u.clients} at once)`, value: `${u.mb_per_s} MB/s, p99 ${u.p99_ms} ms, ${u.failed} failed`, target: 'reported', met: null, when: m.uploads });
  }
  if (r.previews) {
    const p = r.previews;
    const when = m.previews;
    add({ area: 'Previews (npm start)', figure: `page 1 of a new ${p.pdf_mb} MB scanned A4 PDF, ms`, value: String(p.first_page_ms), target: `≤ ${TARGETS.previewFirstPageMs}`, met: lte(p.first_page_ms, TARGETS.previewFirstPageMs), when });
    add({ area: 'Previews (npm start)', figure: 'a page from the cache, ms at p95', value: String(p.cached_p95_ms), target: `≤ ${TARGETS.previewCachedMs}`, met: lte(p.cached_p95_ms, TARGETS.previewCachedMs), when });
    add({ area: 'Previews (npm start)', figure: "the process's first preview (thread start, pdfjs load), ms", value: String(p.cold_first_page_ms), target: 'reported', met: null, when });
    add({ area: 'Previews (npm start)', figure: 'GET /api/requests/stats while pages are drawn, slowest ms', value: `${p.stats_max_ms_while_drawing} (${p.stats_calls_while_drawing} calls)`, target: 'reported', met: null, when });
  }
  if (r.render_load) {
    const l = r.render_load;
    const when = m.renders;
    const met = renderLoadTargetsMet(l);
    const during = `while ${l.reports} reports render and ${l.documents} scans are previewed`;
    add({ area: 'Renders off the main thread (npm start)', figure: `GET /api/requests/stats p99 ${during}, ms (quiet)`, value: `${l.loaded_p99_ms} (quiet ${l.quiet_p99_ms})`, target: `≤ ${RENDER_LOAD_TARGETS.p99Ratio} × quiet`, met: met.p99, when });
    add({ area: 'Renders off the main thread (npm start)', figure: `GET /api/requests/stats max ${during}, ms (quiet)`, value: `${l.loaded_max_ms} (quiet ${l.quiet_max_ms})`, target: `≤ ${RENDER_LOAD_TARGETS.maxRatio} × quiet`, met: met.max, when });
    add({ area: 'Renders off the main thread (npm start)', figure: `${l.reports} approvals to the last PDF ready, s; slowest page 1 of the ${l.documents} scans, ms`, value: `${l.renders_s} s; ${l.preview_max_ms} ms (${l.loaded_calls} reads)`, target: 'reported', met: null, when });
    if (l.approvals_ms !== undefined) {
      add({ area: 'Renders off the main thread (npm start)', figure: `the ${l.reports} approvals answered in, ms; the stats reads asked after that: p99 / max, ms`, value: `${l.approvals_ms}; ${l.rendering_p99_ms} / ${l.rendering_max_ms}`, target: 'reported', met: null, when });
    }
  }
  if (r.inp) {
    const names: Record<string, string> = { checklist: 'the inspection checklist', report_fields: 'the report editor, values & details', report_document: 'the report editor, full document' };
    for (const [flow, f] of Object.entries(r.inp)) {
      const w = f.worst[0];
      add({
        area: 'INP (phone 360×740, CPU 4×)',
        figure: `scripted fill of ${names[flow] ?? flow}, ms`,
        value: `${f.inp_ms} (${f.interactions} interactions${w ? `; worst ${w.duration_ms} ms ${w.type}` : ''})`,
        target: `≤ ${TARGETS.inpMs}`,
        met: lte(f.inp_ms, TARGETS.inpMs),
        when: m.inp,
      });
    }
  }
  if (r.report_pdf) {
    const p = r.report_pdf;
    add({ area: 'Report PDF', figure: `render, ${p.pages} pages and ${p.photos} photos, s at p95`, value: `${p.p95_s} (median ${p.median_s})`, target: `≤ ${TARGETS.reportPdfS} (budget)`, met: lte(p.p95_s, TARGETS.reportPdfS) && p.pages >= 20, when: m.pdf });
  }
  if (r.audit_export) {
    const a = r.audit_export;
    add({ area: 'Audit log export', figure: `CSV of ${a.rows.toLocaleString('en')} rows (${a.csv_mb} MB): heap growth, MB`, value: `${a.heap_growth_mb} (${a.seconds} s)`, target: `≤ ${TARGETS.auditExportHeapMb} (budget)`, met: lte(a.heap_growth_mb, TARGETS.auditExportHeapMb), when: m.audit });
  }
  if (r.extractor) {
    for (const set of ['text', 'scan'] as const) {
      const x = r.extractor[set];
      const target = EXTRACTOR_TARGETS[set];
      add({ area: 'Krooki extractor', figure: `${set === 'text' ? 'text-layer PDFs' : 'scans'}: precision / recall`, value: `${x.precision} / ${x.recall}`, target: `≥ ${target}`, met: x.precision >= target && x.recall >= target, when: m.extractor });
      add({ area: 'Krooki extractor', figure: `${set === 'text' ? 'text-layer PDFs' : 'scans (OCR)'}: seconds per page`, value: String(x.seconds_per_page), target: 'reported', met: null, when: m.extractor });
    }
  }
  if (r.admin_dashboard) {
    const d = r.admin_dashboard;
    add({ area: 'Admin dashboard', figure: `GET /api/admin/dashboard, ${d.requests.toLocaleString('en')} requests, ms at p50`, value: `${d.p50_ms} (p95 ${d.p95_ms})`, target: `≤ ${TARGETS.adminDashboardP50Ms} (budget)`, met: lte(d.p50_ms, TARGETS.adminDashboardP50Ms), when: m.dashboard });
  }
  if (fe.admin_dashboard_js_gzip_kb !== undefined) {
    add({ area: 'Admin dashboard', figure: 'route JS beyond the shell with uPlot, KB gzip', value: String(fe.admin_dashboard_js_gzip_kb), target: 'reported', met: null, when: m.frontend ?? m.dashboard });
  }
  if (r.chat) {
    const c = r.chat;
    add({ area: 'Chat', figure: `send → the other person's screen, ${c.streams} streams open, ms at p99`, value: `${c.p99_ms} (p50 ${c.p50_ms}, ${c.messages} messages, ${c.failed} failed)`, target: `≤ ${TARGETS.chatP99Ms}`, met: lte(c.p99_ms, TARGETS.chatP99Ms) && c.failed === 0, when: m.chat });
  }
  if (capacity) {
    const when = { at: capacity.date, load_1m: capacity.load_1m_at_start };
    for (const run of capacity.runs) {
      const h = run.held;
      const value = h ? `${h.people} people, ${h.rps} req/s, p99 ${h.p99_ms} ms, server ${h.server_cpu_pct ?? '–'} % of a core` : 'not even the first step';
      add({ area: 'Capacity (soak)', figure: `${run.description}: load held`, value, target: `p99 ≤ 200 ms, no error (limited by: ${run.limitedBy})`, met: null, when });
    }
    const share = capacity.server_cpu_share ? `, each at ${capacity.server_cpu_share} of a core (cgroup quota)` : '';
    const ratios: Array<[string, CapacityFile['two_vs_one'] | undefined]> = [
      ['two', capacity.two_vs_one],
      ['four', capacity.four_vs_one],
    ];
    for (const [n, ratio] of ratios) {
      if (ratio && (n === 'two' || ratio.ratio !== null)) {
        add({ area: 'Capacity (soak)', figure: `${n} processes behind the proxy / one${share}`, value: ratio.ratio === null ? 'not measured' : `${ratio.ratio} ×`, target: `≥ ${ratio.target}`, met: ratio.ratio === null ? false : ratio.ratio >= ratio.target, when });
      }
    }
  }
  return rows;
}

const cell = (s: string) => s.replaceAll('|', '\\|');

export function summaryTable(rows: Row[]): string {
  const lines = ['| area | figure | value | target | met | measured (UTC) | load |', '|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    const met = row.met === null ? 'reported' : row.met ? 'yes' : '**no**';
    const at = row.when?.at ? row.when.at.slice(0, 16).replace('T', ' ') : '–';
    const load = row.when ? row.when.load_1m.toFixed(1) : '–';
    lines.push(`| ${[row.area, row.figure, row.value, row.target, met, at, load].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Replace the table between the markers of docs/bench.md (the markers must be there). */
export function writeSummary(r: Results, doc = BENCH_DOC): void {
  const text = fs.readFileSync(doc, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`${path.relative(ROOT, doc)} lacks the summary markers`);
  }
  const table = summaryTable(summaryRows(r));
  fs.writeFileSync(doc, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
}
