import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@better-auth/utils/password';
import { openPglite } from '../apps/server/src/db/client.ts';
import { READ_CASES, oursRead, type ReadUsers } from './api.ts';
import { BENCH_PASSWORD, ROOT, SERVER_MAIN } from './config.ts';
import { measure } from './load.ts';
import { startProcess } from './processes.ts';
import { BENCH_UUID_FUNCTION, SEED_1M, SEED_VERSION, agentEmail, benchUsers, clientEmail, firstMonday, seedStatements, type SeedCounts } from './seed.ts';
import { signIn, type SignedIn } from './users.ts';

/**
 * The three reads of the API part against the production build as `npm start` runs it: PGlite
 * in DATA_DIR, NODE_ENV unset (demo mode: demo accounts and history seeded at start). Only the
 * sign-in limits are raised, as for the PostgreSQL app. The PGlite folder gets the same seed as
 * PostgreSQL (bench/seed.ts, run through PGlite itself), once; a stamp beside it lets later runs
 * reuse it, and every run works on a copy so runs do not change it.
 */
export interface PgliteRow {
  name: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests_seeded: number;
  load_1m: number;
}

/** The seeded folders live here (ignored by git: `data/`). */
const CACHE_DIR = path.join(ROOT, 'bench/data');

interface Stamp {
  key: string;
  seeded_at: string;
  seed_s: number;
}

const loadAverage = () => Number(os.loadavg()[0]?.toFixed(1));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The DATA_DIR (holding `db/`) seeded with `counts`; seeds it when missing or of another seed. */
export async function ensurePgliteSeeded(counts: SeedCounts, log: (line: string) => void): Promise<string> {
  const dir = path.join(CACHE_DIR, `pglite-${counts.requests}`);
  const stampFile = path.join(dir, 'seed.json');
  const key = JSON.stringify({ v: SEED_VERSION, ...counts });
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp;
    if (stamp.key === key) {
      log(`PGlite folder ${path.relative(ROOT, dir)} already seeded (${stamp.seeded_at}, took ${stamp.seed_s} s)`);
      return dir;
    }
  } catch {
    // no stamp: seed
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  log(`seeding the PGlite folder ${path.relative(ROOT, dir)} (${counts.requests.toLocaleString('en')} requests)…`);
  const started = performance.now();
  const database = await openPglite(path.join(dir, 'db'));
  if (database.kind !== 'pglite') {
    throw new Error('expected PGlite');
  }
  const client = database.client;
  try {
    await database.migrate();
    log(`  migrations ${seconds(started)} s`);
    await client.exec(`create schema if not exists bench; ${BENCH_UUID_FUNCTION}`);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await client.transaction(async (tx) => {
      // As in seed.ts: every row is consistent by construction, so FK triggers are off and the
      // secondary indexes are built once at the end.
      await tx.exec("set local session_replication_role = 'replica'; set local maintenance_work_mem = '256MB'; set local work_mem = '64MB'");
      const indexes = await tx.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
          where i.schemaname = 'public' and i.tablename in ('properties', 'valuation_requests', 'site_visits')
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      );
      for (const index of indexes.rows) {
        await tx.exec(`drop index "${index.indexname}"`);
      }
      for (const statement of seedStatements(counts, passwordHash, firstMonday(counts))) {
        const t = performance.now();
        await tx.exec(statement);
        log(`  ${statement.trim().split(/\s+/).slice(0, 3).join(' ')}… ${seconds(t)} s`);
      }
      const t = performance.now();
      for (const index of indexes.rows) {
        await tx.exec(index.indexdef);
      }
      log(`  ${indexes.rows.length} indexes rebuilt in ${seconds(t)} s`);
    });
    const t = performance.now();
    await client.exec('vacuum analyze');
    log(`  vacuum analyze ${seconds(t)} s`);
  } finally {
    await database.close();
  }
  const stamp: Stamp = { key, seeded_at: new Date().toISOString(), seed_s: Number(seconds(started)) };
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp)}\n`);
  log(`seeded the PGlite folder in ${stamp.seed_s} s (${folderMb(dir)} MB on disk)`);
  return dir;
}

function folderMb(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return Math.round(bytes / 1048576);
}

/** The seed's profile ids (bench.uuid(kind, n) in seed.ts): the PGlite folder cannot be read while the app holds it. */
const seededProfileId = (kind: 1 | 2, n: number) => `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

async function signInAs(appUrl: string, kind: 1 | 2, numbers: number[]): Promise<SignedIn[]> {
  const out: SignedIn[] = [];
  for (const n of numbers) {
    const s = await signIn(appUrl, kind === 1 ? clientEmail(n) : agentEmail(n));
    out.push({ ...s, profileId: seededProfileId(kind, n) });
  }
  return out;
}

/** Seed (once), copy the folder, start `node apps/server/dist/main.js` on it as `npm start` does, measure the reads. */
export async function runPgliteBench(port: number, log: (line: string) => void, counts: SeedCounts = SEED_1M): Promise<PgliteRow[]> {
  const template = await ensurePgliteSeeded(counts, log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-pglite-'));
  try {
    let t = performance.now();
    fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
    log(`  copied the seeded folder in ${seconds(t)} s`);
    const huge = '1000000000';
    t = performance.now();
    const app = await startProcess({
      script: SERVER_MAIN,
      port,
      readyPath: '/api/health',
      timeoutMs: 600_000,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SIGN_IN_PER_IP: huge,
        RATE_LIMIT_SIGN_IN_FAILED_PER_ACCOUNT: huge,
        RATE_LIMIT_SIGN_UP_PER_IP: huge,
        RATE_LIMIT_SIGN_UP_PER_ACCOUNT: huge,
      },
    });
    log(`  app up on the copy in ${seconds(t)} s (migrations and the demo seed included)`);
    try {
      const u = benchUsers(counts);
      const users: ReadUsers = { clients: await signInAs(app.url, 1, u.readClients), agents: await signInAs(app.url, 2, u.agents) };
      const rows: PgliteRow[] = [];
      for (const name of READ_CASES) {
        const r = await measure(oursRead(name, app.url, users));
        const row = { name, rps: Math.round(r.rps), p50_ms: r.p50, p99_ms: r.p99, requests_seeded: counts.requests, load_1m: loadAverage() };
        log(`  ${name} — PGlite: ${row.rps} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms (load ${row.load_1m})`);
        rows.push(row);
      }
      return rows;
    } finally {
      await app.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
