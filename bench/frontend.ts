import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chunkOf, filesBeyondShell, staticClosure, type ChunkGraph } from '../apps/web/src/app/chunk-graph.ts';
import { lazyPageRoutes } from '../apps/web/src/app/route-modules.ts';
import lighthouse from 'lighthouse';
import { WEB_DIST } from './config.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
}

export interface HomeBundle {
  home_js_gzip_kb: number;
  home_css_gzip_kb: number;
  files: string[];
}

const HOME_PAGE_SRC = 'src/features/home/pages/home-page.tsx';

/**
 * What the inspection page loads on top of the app shell: the page's lazy chunk and the route's
 * lazy wrappers (the agent guard and the agent area's layout), with their static imports.
 */
export const INSPECTION_ROUTE_SRCS = [
  'src/features/inspections/pages/inspection-page.tsx',
  'src/app/guards/require-agent.tsx',
  'src/features/areas/pages/agent-area-layout.tsx',
];

/**
 * What the report's full-document editor loads on top of the app shell: the page's lazy chunk
 * (with TipTap/ProseMirror and the printed-page preview) and the agent area's lazy wrappers.
 * Nothing else may pull the editor in: the other pages' figures would show it.
 */
export const ENHANCED_EDITOR_ROUTE_SRCS = [
  'src/features/reports/pages/report-enhanced-page.tsx',
  'src/app/guards/require-agent.tsx',
  'src/features/areas/pages/agent-area-layout.tsx',
];

/**
 * The admin dashboard: its page chunk, the admin guard, and uPlot, which the charts import on
 * demand (after the figures show) but every visit to the page loads.
 */
export const ADMIN_DASHBOARD_ROUTE_SRCS = [
  'src/features/admin-dashboard/pages/admin-dashboard-page.tsx',
  'src/app/guards/require-admin.tsx',
  '../../node_modules/uplot/dist/uPlot.esm.js',
];

export interface RouteBundle {
  js_gzip_kb: number;
  files: string[];
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: apps/web/vite.config.ts needs build.manifest: true`);
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** The build's chunk graph (apps/web/src/app/chunk-graph.ts): which chunk holds which module. */
function readChunkGraph(distDir: string): ChunkGraph {
  const file = path.join(distDir, '.vite/chunk-graph.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkGraph;
}

const gzipKbOf = (distDir: string, files: Iterable<string>) =>
  Math.round(([...files].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length, 0) / 1024) * 10) / 10;

/**
 * Gzip (level 9) JS a route loads beyond the app shell: the static closure of the chunks holding
 * its lazy modules (`srcs`) minus the entry chunk's static closure (the shell every page already has).
 */
export function routeBeyondShell(srcs: string[], distDir = WEB_DIST): RouteBundle {
  const files = filesBeyondShell(readChunkGraph(distDir), srcs);
  return { js_gzip_kb: gzipKbOf(distDir, files), files };
}

export interface RouteRow {
  path: string;
  js_gzip_kb: number;
}

/** Each lazy page route's JS (gzip) beyond the app shell, in the route table's order. */
export function routeSizes(distDir = WEB_DIST): RouteRow[] {
  return lazyPageRoutes().map((route) => ({ path: route.path, js_gzip_kb: routeBeyondShell(route.modules, distDir).js_gzip_kb }));
}

/**
 * Initial gzip (level 9) JS and CSS of the home route: the entry chunk and its static imports
 * (recursively) plus the chunk of the home page and its static imports, each file counted once;
 * the CSS the manifest lists for those chunks.
 */
export function homeBundle(distDir = WEB_DIST): HomeBundle {
  const graph = readChunkGraph(distDir);
  const home = chunkOf(graph, HOME_PAGE_SRC);
  if (!home) {
    throw new Error(`no chunk holds ${HOME_PAGE_SRC}`);
  }
  const js = staticClosure(graph, [...graph.entries, home]);
  const manifest = readManifest(distDir);
  const css = new Set(Object.values(manifest).flatMap((chunk) => (js.includes(chunk.file) ? (chunk.css ?? []) : [])));
  return { home_js_gzip_kb: gzipKbOf(distDir, js), home_css_gzip_kb: gzipKbOf(distDir, css), files: [...js, ...css] };
}

export type Scores = { performance: number; accessibility: number; 'best-practices': number; seo: number };

export interface AuditedPage {
  path: string;
  /** Cookie header to send (a signed-in page). */
  cookie?: string;
}

/** The Chromium every Lighthouse run of the bench drives (headless, no sandbox, no background traffic). */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * One Lighthouse 12 run (default mobile preset) of `page` in `chrome`. Lighthouse sometimes fails
 * to record the trace (runtimeError NO_NAVSTART, all scores null): that is a failed measurement,
 * not a score of 0 — it is measured again, up to twice, then the run fails.
 */
export async function auditPage(chrome: chromeLauncher.LaunchedChrome, baseUrl: string, page: AuditedPage, log: (line: string) => void): Promise<Lhr> {
  const url = `${baseUrl}${page.path}`;
  const audit = () =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
  let result = await audit();
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
    log(`  ${page.path}: lighthouse failed (${result.lhr.runtimeError.code}); measuring again`);
    result = await audit();
  }
  if (!result || result.lhr.runtimeError) {
    throw new Error(`lighthouse could not measure ${url}${result?.lhr.runtimeError ? ` (${result.lhr.runtimeError.code})` : ''}`);
  }
  return result.lhr;
}

export const scoresOf = (lhr: Lhr): Scores => {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
};

/** The path Lighthouse ended on (a guard or a page may have redirected). */
export const landedPath = (lhr: Lhr): string => new URL(lhr.finalDisplayedUrl).pathname;

/** What Lighthouse flags: the scored audits below 0.9, with their display value. */
export function flaggedAudits(lhr: Lhr): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Lighthouse 12 (default mobile preset) on each page; also returns what it flags (failed audits) and where each page ended up. */
export async function runLighthouse(
  baseUrl: string,
  pages: AuditedPage[],
  log: (line: string) => void,
): Promise<Record<string, Scores>> {
  const chrome = await launchChrome();
  const out: Record<string, Scores> = {};
  try {
    for (const page of pages) {
      const lhr = await auditPage(chrome, baseUrl, page, log);
      // BENCH_LIGHTHOUSE_DIR=<folder> keeps each page's full report (LCP element, request chains, main-thread work).
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
        const name = page.path === '/' ? 'home' : page.path.replace(/^\//, '').replace(/\W+/g, '-');
        fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      out[page.path] = scoresOf(lhr);
      const landed = landedPath(lhr);
      if (landed !== page.path) {
        throw new Error(`lighthouse audited ${landed} instead of ${page.path} (redirected: not signed in?)`);
      }
      const m = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      log(`  ${page.path}: ${JSON.stringify(out[page.path])} — FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`);
      log(`    flagged: ${flaggedAudits(lhr).join('; ') || 'nothing'}`);
    }
  } finally {
    chrome.kill();
  }
  return out;
}
