import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lazyPageRoutes, type RouteModules } from '../apps/web/src/app/route-modules.ts';
import { SERVER_MAIN } from './config.ts';
import { auditPage, flaggedAudits, landedPath, launchChrome, scoresOf, type Lhr, type Scores } from './frontend.ts';
import { call, demoAppProcess, demoSession, type Session } from './demo-app.ts';
import { median as medianOfSorted } from './load.ts';
import { lighthouseTargetsMet } from './report.ts';
import { startProcess, type Server } from './processes.ts';

/**
 * `npm run bench -- routes` (docs/bench.md): Lighthouse (mobile preset) on every route of
 * apps/web/src/app/router.tsx, for every role that may open it, on the production build with the
 * demo data (PGlite in a new DATA_DIR, demo mode). Each (route, role) is measured
 * BENCH_LIGHTHOUSE_RUNS times (5) and its median kept: one Lighthouse run on a shared 2-core
 * machine moves by several performance points.
 *
 * The routes come from the router's source (lazyPageRoutes), so a new route shows up here by
 * itself; its roles come from the guards around it; ROUTE_PLANS says how to fill its parameters
 * and which roles the page itself turns away or redirects. A route without a plan, or a plan
 * that cannot be filled, fails the run: a new route must be taught to the bench, never skipped.
 */

export type Role = 'anonymous' | 'client' | 'agent' | 'admin';
const SIGNED_IN: Role[] = ['client', 'agent', 'admin'];

/** The four categories' targets (the same as the frontend part's). */

export interface RouteMetrics {
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
}

export interface LighthouseRouteRow {
  /** The route's pattern in the router (`/admin/reports/:reportId`). */
  path: string;
  /** What was opened (the pattern with its parameters filled). */
  url: string;
  role: Role;
  runs: number;
  /** Medians over the runs. */
  scores: Scores;
  metrics: RouteMetrics;
  benchmark_index: number;
  perf_min: number;
  perf_max: number;
  /** The median run's flagged audits (and the failing elements of accessibility, best practices, SEO), when a target is missed. */
  flagged?: string[];
}

export interface RouteRedirect {
  path: string;
  url: string;
  role: Role;
  /** Where Lighthouse landed. */
  to: string;
}

export interface RouteNotMeasured {
  path: string;
  role: Role;
  why: string;
}

export interface LighthouseRoutesBench {
  rows: LighthouseRouteRow[];
  redirects: RouteRedirect[];
  not_measured: RouteNotMeasured[];
  /** (route, role) pairs that could not be measured: a parameter the demo data cannot fill, an unexpected redirect. Each fails the run. */
  errors: string[];
  runs_per_route: number;
  /** BENCH_ROUTES when the run measured some routes only. */
  filter?: string;
  load_1m_start: number;
  load_1m_end: number;
}


interface Items<T> {
  items: T[];
}

/** What a plan may ask while filling a route's parameters: the API as the role measured, and its own extraction. */
interface FillContext {
  role: Role;
  get: <T>(url: string) => Promise<T>;
  extractionId: () => Promise<string>;
}

interface RoutePlan {
  /** The path to open, parameters filled from the demo data as the role sees it (default: the pattern itself). */
  fill?: (c: FillContext) => Promise<string>;
  /** Roles the guard admits that are not measured here, and why (listed in the output). */
  skip?: Partial<Record<Role, string>>;
  /** Roles for which the route is a redirect, and where it lands (listed as "redirects to"). */
  redirects?: Partial<Record<Role, string>>;
}

function first<T>(list: T[], what: string, pick: (item: T) => boolean = () => true): T {
  const found = list.find(pick) ?? list[0];
  if (!found) {
    throw new Error(`the demo data has no ${what}`);
  }
  return found;
}

const reportOf = async (c: FillContext, status: string) =>
  first((await c.get<Items<{ id: string; status: string }>>('/api/reports')).items, 'report', (r) => r.status === status).id;

/**
 * How to open each route of app/router.tsx (keyed by its pattern). Every route needs an entry,
 * even an empty one: the bench refuses a route it was not taught.
 */
const ROUTE_PLANS: Record<string, RoutePlan> = {
  '/': {},
  '/valuation': {},
  '/auth': {},
  '/login': {},
  '/register': {},
  '/forgot-password': {},
  '/reset-password': {},
  '/auth/two-factor': {},
  // A bank checks the code printed on an approved report (a visitor's plan reads the API as the admin: a visitor has no list).
  '/verify/:code': {
    fill: async (c) => {
      const id = await reportOf(c, 'approved');
      const code = (await c.get<{ delivery: { verifyCode?: string | null } | null }>(`/api/reports/${id}`)).delivery?.verifyCode;
      if (!code) {
        throw new Error(`approved report ${id} has no verification code yet`);
      }
      return `/verify/${code}`;
    },
  },
  '/request': {},
  '/my-requests': {},
  '/my-requests/:requestId': {
    fill: async (c) => `/my-requests/${first((await c.get<Items<{ id: string }>>('/api/requests')).items, `request of the ${c.role}`).id}`,
    skip: { agent: 'an agent owns no request (GET /api/requests is empty for the demo valuer); staff open one at /agent-dashboard/requests/:requestId' },
  },
  '/dashboard': { redirects: { agent: '/agent-dashboard', admin: '/admin' } },
  '/client-dashboard': {},
  '/krooki-extractor': {},
  '/krooki-extractor/:extractionId': { fill: async (c) => `/krooki-extractor/${await c.extractionId()}` },
  '/scan': {},
  '/account': {},
  '/account/two-factor': {},
  '/admin': {},
  '/admin-dashboard': {},
  '/admin/reports': {},
  '/admin/reports/:reportId': { fill: async (c) => `/admin/reports/${await reportOf(c, 'submitted')}` },
  '/admin/properties': {},
  '/admin/properties/:propertyId': {
    fill: async (c) => `/admin/properties/${first((await c.get<Items<{ id: string }>>('/api/admin/properties')).items, 'property').id}`,
  },
  '/admin/audit': {},
  '/admin/users': {},
  '/admin/users/:userId': {
    fill: async (c) =>
      `/admin/users/${first((await c.get<Items<{ userId: string; email: string }>>('/api/admin/users')).items, 'user', (u) => u.email === 'client@thamani.test').userId}`,
  },
  '/admin/requests': {},
  '/admin/requests/:requestId': {
    fill: async (c) => `/admin/requests/${first((await c.get<Items<{ id: string; status: string }>>('/api/admin/requests')).items, 'request', (r) => r.status === 'in-progress').id}`,
  },
  '/admin/books': {},
  '/admin/firm': {},
  '/admin/system': {},
  '/agent-dashboard': {},
  '/agent-dashboard/requests': {},
  '/agent-dashboard/requests/:requestId': {
    fill: async (c) =>
      `/agent-dashboard/requests/${first((await c.get<Items<{ id: string; status: string }>>('/api/requests/queue')).items, 'queued request', (r) => r.status === 'in-progress').id}`,
  },
  '/agent-dashboard/reports/drafts': {},
  '/agent-dashboard/templates': {},
  '/agent-dashboard/templates/new': {},
  '/agent-dashboard/templates/:templateId': {
    fill: async (c) => `/agent-dashboard/templates/${first((await c.get<Items<{ id: string }>>('/api/report-templates')).items, 'report template').id}`,
  },
  // Any other section of the agent area: AgentAreaPage sends it to the dashboard.
  '/agent-dashboard/*': { fill: async () => '/agent-dashboard/no-such-section', redirects: { agent: '/agent-dashboard', admin: '/agent-dashboard' } },
  // Opened from the queue's "Schedule visit" with ?request=<an accepted request of the valuer>.
  '/agent/schedule': {
    fill: async (c) => {
      const queue = (await c.get<Items<{ id: string; status: string; assignedAgentId: string | null }>>('/api/requests/queue')).items;
      return `/agent/schedule?request=${first(queue, 'accepted request', (r) => r.status === 'in-progress' && r.assignedAgentId !== null).id}`;
    },
    skip: { admin: 'the page turns admins away to / (scheduling is the valuer\'s: canScheduleVisits)' },
  },
  '/agent/visits': {},
  '/agent/visit/:visitId': {
    fill: async (c) => `/agent/visit/${first((await c.get<Items<{ id: string; status: string }>>('/api/visits')).items, 'visit', (v) => v.status === 'scheduled').id}`,
  },
  '/agent/visit/:visitId/review': {
    fill: async (c) => `/agent/visit/${first((await c.get<Items<{ id: string; status: string }>>('/api/visits')).items, 'completed visit', (v) => v.status === 'completed').id}/review`,
  },
  '/agent/report/:reportId': { fill: async (c) => `/agent/report/${await reportOf(c, 'draft')}` },
  '/agent/report/:reportId/enhanced': { fill: async (c) => `/agent/report/${await reportOf(c, 'draft')}/enhanced` },
  '/inspections': {},
  // The 404 page (any unknown path), as a visitor meets it from a stale link.
  '*': { fill: async () => '/no-such-page' },
  '/inspections/:inspectionId': {
    fill: async (c) => `/inspections/${first((await c.get<Items<{ inspectionId: string | null }>>('/api/inspections')).items, 'inspection', (i) => i.inspectionId !== null).inspectionId}`,
  },
};

/** The roles the route's guards admit: none → a visitor; RequireAuth → every signed-in role; RequireAgent → agents and admins; RequireAdmin → admins. */
export function rolesOf(route: RouteModules): Role[] {
  const guarded = (name: string) => route.modules.includes(`src/app/guards/${name}.tsx`);
  if (guarded('require-admin')) {
    return ['admin'];
  }
  if (guarded('require-agent')) {
    return ['agent', 'admin'];
  }
  if (guarded('require-auth')) {
    return SIGNED_IN;
  }
  return ['anonymous'];
}

/** BENCH_ROUTES=/auth,/admin/*: patterns (a trailing * matches any rest) of the routes to measure. */
export function routeFilter(spec: string | undefined): (routePath: string) => boolean {
  const patterns = (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (patterns.length === 0) {
    return () => true;
  }
  return (routePath) => patterns.some((p) => (p.endsWith('*') ? routePath.startsWith(p.slice(0, -1)) : routePath === p));
}

const median = (values: number[]): number => medianOfSorted([...values].sort((a, b) => a - b));

const metricsOf = (lhr: Lhr): RouteMetrics => {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  return { fcp_ms: value('first-contentful-paint'), lcp_ms: value('largest-contentful-paint'), tbt_ms: value('total-blocking-time'), cls: value('cumulative-layout-shift') };
};

/** The failing audits of the median run, with the elements Lighthouse names for accessibility, best practices and SEO. */
function explain(lhr: Lhr): string[] {
  const lines = flaggedAudits(lhr);
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) {
        continue;
      }
      const items = ((audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).slice(0, 5);
      const where = items.map((item) => {
        const node = (item.node ?? item.source ?? item) as { selector?: string; snippet?: string; url?: string; nodeLabel?: string };
        // font-size names the CSS rule (its selector and size) beside the stylesheet.
        const rule = typeof item.selector === 'string' && item.selector ? ` ${item.selector}${typeof item.fontSize === 'string' ? ` (${item.fontSize})` : ''}` : '';
        return node.selector ? `${node.selector} ${node.snippet ?? ''}`.trim() : `${node.url ?? node.nodeLabel ?? JSON.stringify(item).slice(0, 160)}${rule}`;
      });
      lines.push(`${category} ${audit.id}: ${audit.title}${where.length ? ` — ${where.join(' | ')}` : ''}`);
    }
  }
  return lines;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo seed renders its approved reports' PDFs after the server is up: wait until every delivery is ready. */
async function waitForDemoSeed(admin: Session, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const reports = await call<Items<{ id: string; status: string }>>(admin, 'GET', '/api/reports');
    const approved = reports.items.filter((r) => r.status === 'approved');
    const states = await Promise.all(
      approved.map(async (r) => (await call<{ delivery: { state: string } | null }>(admin, 'GET', `/api/reports/${r.id}`)).delivery?.state),
    );
    if (states.every((s) => s === 'ready')) {
      log(`  demo seed settled: ${approved.length} approved reports, every PDF ready`);
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`the demo seed's report PDFs were not ready in 5 minutes (${states.join(', ')})`);
    }
    await sleep(1_000);
  }
}

export async function runLighthouseRoutesBench(port: number, log: (line: string) => void, script = SERVER_MAIN): Promise<LighthouseRoutesBench> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1 (got ${process.env.BENCH_LIGHTHOUSE_RUNS})`);
  }
  const wanted = routeFilter(process.env.BENCH_ROUTES);
  const routes = lazyPageRoutes().filter((r) => wanted(r.path));
  const untaught = routes.filter((r) => !ROUTE_PLANS[r.path]).map((r) => r.path);
  if (untaught.length > 0) {
    throw new Error(`bench/lighthouse-routes.ts has no plan for ${untaught.join(', ')}: add it to ROUTE_PLANS (its parameters, and the roles it turns away or redirects)`);
  }
  if (routes.length === 0) {
    throw new Error(`BENCH_ROUTES=${process.env.BENCH_ROUTES} matches no route of app/router.tsx`);
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-routes-'));
  let server: Server | null = null;
  const chrome = await launchChrome();
  try {
    server = await startProcess(demoAppProcess(script, port, dataDir));
    const base = server.url;
    const sessions: Partial<Record<Role, Session>> = {};
    for (const role of SIGNED_IN) {
      sessions[role] = await demoSession(base, `${role}@thamani.test`);
    }
    const cookieOf = (role: Role) => sessions[role]?.headers.cookie;
    await waitForDemoSeed(sessions.admin!, log);
    const extractions = new Map<Role, Promise<string>>();
    const contextFor = (role: Role): FillContext => {
      // A visitor lists nothing: a public route's parameters (a verification code) are read as the admin.
      const who = role === 'anonymous' ? 'admin' : role;
      const session = sessions[who]!;
      const { headers } = session;
      const get = <T>(url: string): Promise<T> => call<T>(session, 'GET', url);
      // The role's own krooki extraction: a synthetic text-layer krooki, read to completion.
      const extractionId = () => {
        let made = extractions.get(role);
        if (!made) {
          made = (async () => {
            // Imported here: report.ts and summary.ts read this file's targets without the PDF tooling.
            const { krookiPdf, krookiSpec } = await import('../apps/server/src/modules/extractions/testing/synthetic-documents.ts');
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(await krookiPdf(krookiSpec(7)))], { type: 'application/pdf' }), 'krooki.pdf');
            const response = await fetch(`${base}/api/extractions`, { method: 'POST', headers, body: form });
            if (response.status !== 201) {
              throw new Error(`POST /api/extractions as ${who}: ${response.status} ${await response.text()}`);
            }
            const { id } = (await response.json()) as { id: string };
            for (let i = 0; i < 240; i++) {
              const { status } = await get<{ status: string }>(`/api/extractions/${id}`);
              if (status === 'completed' || status === 'failed') {
                return id;
              }
              await sleep(500);
            }
            throw new Error(`extraction ${id} of the ${who} did not finish in 2 minutes`);
          })();
          extractions.set(role, made);
        }
        return made;
      };
      return { role, get, extractionId };
    };

    const load_1m_start = Math.round(os.loadavg()[0]! * 10) / 10;
    const result: LighthouseRoutesBench = {
      rows: [],
      redirects: [],
      not_measured: [],
      errors: [],
      runs_per_route: runs,
      ...(process.env.BENCH_ROUTES ? { filter: process.env.BENCH_ROUTES } : {}),
      load_1m_start,
      load_1m_end: 0,
    };
    const pairs = routes.flatMap((route) => rolesOf(route).map((role) => ({ route, role })));
    log(`  ${routes.length} routes, ${pairs.length} (route, role) pairs, ${runs} Lighthouse runs each (load ${load_1m_start})`);
    for (const { route, role } of pairs) {
      const plan = ROUTE_PLANS[route.path] ?? {};
      const why = plan.skip?.[role];
      if (why) {
        result.not_measured.push({ path: route.path, role, why });
        log(`  ${route.path} as ${role}: not measured — ${why}`);
        continue;
      }
      // One pair that cannot be measured does not lose the others' numbers; it still fails the run.
      try {
        const url = plan.fill ? await plan.fill(contextFor(role)) : route.path;
        const cookie = cookieOf(role);
        const page = { path: url, ...(cookie ? { cookie } : {}) };
        const expected = plan.redirects?.[role];
        const lhrs: Lhr[] = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await auditPage(chrome, base, page, log);
          const landed = landedPath(lhr);
          const target = new URL(url, base).pathname;
          if (expected) {
            if (landed !== expected) {
              throw new Error(`${url} as ${role} landed on ${landed}; ROUTE_PLANS says it redirects to ${expected}`);
            }
            result.redirects.push({ path: route.path, url, role, to: landed });
            log(`  ${url} as ${role}: redirects to ${landed} (measured there by its own route)`);
            break;
          }
          if (landed !== target) {
            throw new Error(`lighthouse audited ${landed} instead of ${url} as ${role}: a redirect the bench was not told of (ROUTE_PLANS redirects), or the session was refused`);
          }
          lhrs.push(lhr);
        }
        if (lhrs.length === 0) {
          continue;
        }
        const all = lhrs.map((lhr) => ({ lhr, scores: scoresOf(lhr), metrics: metricsOf(lhr) }));
        const med = (pick: (r: (typeof all)[number]) => number) => median(all.map(pick));
        const scores: Scores = {
          performance: med((r) => r.scores.performance),
          accessibility: med((r) => r.scores.accessibility),
          'best-practices': med((r) => r.scores['best-practices']),
          seo: med((r) => r.scores.seo),
        };
        const metrics: RouteMetrics = {
          fcp_ms: Math.round(med((r) => r.metrics.fcp_ms)),
          lcp_ms: Math.round(med((r) => r.metrics.lcp_ms)),
          tbt_ms: Math.round(med((r) => r.metrics.tbt_ms)),
          cls: Math.round(med((r) => r.metrics.cls) * 1000) / 1000,
        };
        const perfs = all.map((r) => r.scores.performance);
        const row: LighthouseRouteRow = {
          path: route.path,
          url,
          role,
          runs: all.length,
          scores,
          metrics,
          benchmark_index: Math.round(median(lhrs.map((l) => l.environment.benchmarkIndex))),
          perf_min: Math.min(...perfs),
          perf_max: Math.max(...perfs),
        };
        log(
          `  ${url} as ${role}: ${scores.performance} (${row.perf_min}–${row.perf_max}) / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo} — ` +
            `FCP ${metrics.fcp_ms} ms, LCP ${metrics.lcp_ms} ms, TBT ${metrics.tbt_ms} ms, CLS ${metrics.cls}; benchmark index ${row.benchmark_index}`,
        );
        if (!lighthouseTargetsMet(scores)) {
          // The run whose performance is the median's (the middle one of the sorted runs) explains the miss.
          const middle = [...all].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(all.length / 2)] ?? all[0]!;
          row.flagged = explain(middle.lhr);
          log(`    BELOW TARGET; flagged: ${row.flagged.join('; ') || 'nothing'}`);
        }
        result.rows.push(row);
      } catch (error) {
        const message = `${route.path} as ${role}: ${error instanceof Error ? error.message : String(error)}`;
        result.errors.push(message);
        log(`  FAILED ${message}`);
      }
    }
    result.load_1m_end = Math.round(os.loadavg()[0]! * 10) / 10;
    return result;
  } finally {
    chrome.kill();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
