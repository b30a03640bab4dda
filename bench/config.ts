import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared settings of `npm run bench` (ports 3300–3349 by default). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * The node flags of `npm start` (package.json's start script: `node <flags> apps/server/dist/main.js`),
 * so every built server the bench starts runs as deployed. `BENCH_SERVER_NODE_ARGS` replaces them
 * (space-separated; empty for none) to measure a flag's cost.
 */
export const SERVER_NODE_ARGS: string[] = (() => {
  const override = process.env.BENCH_SERVER_NODE_ARGS;
  if (override !== undefined) {
    return override.split(' ').filter(Boolean);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = /\bnode((?: --\S+)*) apps\/server\/dist\/main\.js/.exec(pkg.scripts.start ?? '');
  if (!flags) {
    throw new Error('package.json start script does not run node … apps/server/dist/main.js');
  }
  return (flags[1] ?? '').split(' ').filter(Boolean);
})();
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const RESULTS_FILE = path.join(ROOT, 'bench/results.json');

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/thamani_bench';
/** The small twin of the bench database (same seed code, 1,000 requests), for the scale ratios. */
export const BENCH_1K_DATABASE_URL = process.env.BENCH_1K_DATABASE_URL || withDatabase(BENCH_DATABASE_URL, `${databaseName(BENCH_DATABASE_URL)}_1k`);

/** `BENCH_PORT_BASE` moves every port (default 3300), so two benches can share a machine. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 3300);

export const PORTS = {
  app: PORT_BASE + 1,
  bare: PORT_BASE + 2,
  app1k: PORT_BASE + 3,
  lighthouse: PORT_BASE + 4,
  footprint: PORT_BASE + 5,
  dashboard: PORT_BASE + 7,
  /** The two apps of an A/B run (bench/ab.ts). */
  abA: PORT_BASE + 8,
  abB: PORT_BASE + 9,
  /** The production build on a PGlite folder, as `npm start` runs it. */
  pglite: PORT_BASE + 10,
  /** The chat part's own app (admins sign in without two-factor). */
  chat: PORT_BASE + 18,
  uploads: PORT_BASE + 19,
  /** Page previews on the production build (PGlite, demo mode). */
  previews: PORT_BASE + 20,
  /** A cheap read while report PDFs render and pages are previewed (production build, PGlite, demo mode). */
  renders: PORT_BASE + 21,
  /** Interaction to next paint in a throttled phone browser (production build, PGlite, demo mode). */
  inp: PORT_BASE + 22,
  /** Lighthouse on every route of every role (production build, PGlite, demo mode). */
  routes: PORT_BASE + 23,
} as const;

/** The app's pg Pool size (apps/server/src/db/client.ts openPostgres default); the bare server uses the same. */
export const POOL_MAX = 10;

/** Identical autocannon settings for ours and bare. */
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS || 2),
  durationSeconds: Number(process.env.BENCH_DURATION_SECONDS || 8),
  /** scrypt sign-in is ~1000× dearer than a read: fewer connections keep its queue meaningful. */
  signInConnections: 4,
};

/**
 * The inspections scenarios: `autosaveClients` valuers saving as fast as they get answers, each
 * on their own inspection; `photoClients` valuers uploading one photo after another. The photo
 * run is longer because the server re-encodes every photo (~2 s of CPU for a noisy 1.5 MB JPEG).
 */
export const INSPECTION_LOAD = {
  autosaveClients: Number(process.env.BENCH_AUTOSAVE_CLIENTS || 20),
  autosaveSeconds: Number(process.env.BENCH_AUTOSAVE_SECONDS || 15),
  photoClients: Number(process.env.BENCH_PHOTO_CLIENTS || 4),
  /** The photo run's length is a number of uploads, chosen from the warm-up's pace to last about this long. */
  photoSeconds: Number(process.env.BENCH_PHOTO_SECONDS || 30),
  /** Distinct images (stored objects are content-addressed: identical pixels would share one file). */
  photoImages: 4,
};

/** The one password of every seeded account (hashed once, reused for every account row). */
export const BENCH_PASSWORD = 'bench-Thamani-2026';
/** 32+ characters; the bench runs the app with NODE_ENV=production. */
export const BENCH_AUTH_SECRET = 'bench-secret-not-for-production-0123456789abcdef';

export function databaseName(url: string): string {
  return new URL(url).pathname.replace(/^\//, '') || 'postgres';
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
