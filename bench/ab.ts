/**
 * `npx tsx bench/ab.ts serializer|stats-index|build|node-flags [rounds]` — A/B runs of one change, measured
 * alternately (A then B, then B then A, …) under identical autocannon settings, each line with the
 * machine's 1-minute load average. See docs/bench.md.
 *
 * - serializer: two apps on the 1M database, RESPONSE_SERIALIZER=zod (A) and compiled (B); the
 *   three hot reads.
 * - stats-index: two apps, the 1M database without `valuation_requests_requester_status_idx` (A, a
 *   copy `<name>_noidx`, made once) and with it (B); the counters of average and heavy clients.
 * - node-flags: the current build without node flags (A) and with `npm start`'s (B, package.json);
 *   the three hot reads.
 * - build: a saved server build (A: `cp -r apps/server/dist apps/server/dist-a` before the change)
 *   against the current one (B, `npm run build -w @thamani/server`); the three hot reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { oursRead, signInReadUsers, type ReadCase, type ReadUsers } from './api.ts';
import { BENCH_DATABASE_URL, databaseName, LOAD, PORTS, ROOT, SERVER_NODE_ARGS, withDatabase } from './config.ts';
import { median, once, type Target } from './load.ts';
import { startApp, type Server } from './processes.ts';
import { benchUsers, clientEmail, ensureSeeded, SEED_1M } from './seed.ts';
import { signInAll } from './users.ts';

const STATS_INDEX = 'valuation_requests_requester_status_idx';
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
const log = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);

/** A copy of the 1M database without the counters' index (the visibility map set, as on the original). */
async function withoutStatsIndex(url: string): Promise<string> {
  const copy = withDatabase(url, `${databaseName(url)}_noidx`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [databaseName(copy)]);
    if (found.rowCount === 0) {
      log(`copying ${databaseName(url)} to ${databaseName(copy)} without ${STATS_INDEX}`);
      await admin.query(`create database "${databaseName(copy)}" template "${databaseName(url)}"`);
    }
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: copy });
  await db.connect();
  try {
    await db.query(`drop index if exists ${STATS_INDEX}`);
    await db.query('vacuum analyze valuation_requests');
  } finally {
    await db.end();
  }
  return copy;
}

interface Side {
  label: string;
  server: Server;
  targets: Map<string, Target>;
}

async function readTargets(server: Server, databaseUrl: string, cases: Array<[string, ReadCase, 'average' | 'heavy']>): Promise<Map<string, Target>> {
  const users = await signInReadUsers(server.url, databaseUrl, SEED_1M);
  const heavy: ReadUsers = { clients: await signInAll(server.url, databaseUrl, [clientEmail(benchUsers(SEED_1M).heavyClient)]), agents: users.agents };
  return new Map(cases.map(([name, read, who]) => [name, oursRead(read, server.url, who === 'heavy' ? heavy : users)]));
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5), i.e. 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** The app's CPU time per request (µs): steadier than req/s on a shared machine. */
  cpuUs: number;
}

/** Warm up (discarded), then one measured run; also the app's CPU time per answered request. */
async function measureWithCpu(target: Target, pid: number): Promise<Run> {
  await once(target, LOAD.warmupSeconds);
  const before = cpuSeconds(pid);
  const r = await once(target, LOAD.durationSeconds);
  const cpu = cpuSeconds(pid) - before;
  const bad = r.non2xx + r.errors + r.timeouts;
  if (r.requests.total === 0 || bad > Math.max(5, r.requests.total * 0.01)) {
    throw new Error(`${bad} of ${r.requests.total} calls failed (non-2xx ${r.non2xx}, errors ${r.errors})`);
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs: (cpu / r.requests.total) * 1e6 };
}

async function main(): Promise<void> {
  const experiment = process.argv[2];
  const rounds = Number(process.argv[3] ?? 3);
  if (experiment !== 'serializer' && experiment !== 'stats-index' && experiment !== 'build' && experiment !== 'node-flags') {
    throw new Error('usage: tsx bench/ab.ts serializer|stats-index|build|node-flags [rounds]');
  }
  await ensureSeeded(BENCH_DATABASE_URL, SEED_1M, log);
  const cases: Array<[string, ReadCase, 'average' | 'heavy']> =
    experiment !== 'stats-index'
      ? [
          ['client request list', 'client request list', 'average'],
          ['client stats', 'client stats', 'average'],
          ['agent visits list', 'agent visits list', 'average'],
        ]
      : [
          ['client stats', 'client stats', 'average'],
          ['client stats (heavy client)', 'client stats', 'heavy'],
        ];
  const plan: Array<{ label: string; url: string; env: Record<string, string>; script?: string; startFlags?: string[] }> =
    experiment === 'node-flags'
      ? [
          { label: 'no flags', url: BENCH_DATABASE_URL, env: {}, startFlags: [] },
          { label: SERVER_NODE_ARGS.join(' ') || 'start flags', url: BENCH_DATABASE_URL, env: {}, startFlags: SERVER_NODE_ARGS },
        ]
      : experiment === 'build'
      ? [
          { label: 'saved build', url: BENCH_DATABASE_URL, env: {}, script: path.join(ROOT, 'apps/server/dist-a/main.js') },
          { label: 'current build', url: BENCH_DATABASE_URL, env: {} },
        ]
      : experiment === 'serializer'
      ? [
          { label: 'zod', url: BENCH_DATABASE_URL, env: { RESPONSE_SERIALIZER: 'zod' } },
          { label: 'compiled', url: BENCH_DATABASE_URL, env: { RESPONSE_SERIALIZER: 'compiled' } },
        ]
      : [
          { label: 'no index', url: await withoutStatsIndex(BENCH_DATABASE_URL), env: {} },
          { label: 'index', url: BENCH_DATABASE_URL, env: {} },
        ];
  const sides: Side[] = [];
  try {
    for (const [i, p] of plan.entries()) {
      const server = await startApp(i === 0 ? PORTS.abA : PORTS.abB, p.url, p.env, p.script, p.startFlags);
      sides.push({ label: p.label, server, targets: await readTargets(server, p.url, cases) });
    }
    const results = new Map<string, Run[]>();
    for (let round = 0; round < rounds; round++) {
      for (const [name] of cases) {
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          const target = side.targets.get(name);
          if (!target) {
            continue;
          }
          const load = loadAverage();
          const pid = side.server.child.pid;
          if (pid === undefined) {
            throw new Error(`${side.label}: the app has no pid`);
          }
          const r = await measureWithCpu(target, pid);
          const key = `${name}|${side.label}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          log(`round ${round + 1} ${name} — ${side.label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, app CPU ${r.cpuUs.toFixed(0)} µs/req (load ${load})`);
        }
      }
    }
    log(`medians over ${rounds} rounds (load now ${loadAverage()}):`);
    for (const [name] of cases) {
      const line = sides.map((side) => {
        const rs = results.get(`${name}|${side.label}`) ?? [];
        const m = (pick: (r: Run) => number) => median(rs.map(pick).sort((a, b) => a - b)).toFixed(0);
        return `${side.label} ${m((r) => r.rps)} req/s, p50 ${m((r) => r.p50)} ms, p99 ${m((r) => r.p99)} ms, CPU ${m((r) => r.cpuUs)} µs/req`;
      });
      log(`  ${name}: ${line.join(' | ')}`);
    }
  } finally {
    for (const side of sides) {
      await side.server.stop();
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`ab failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
