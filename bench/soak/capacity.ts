import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBehaviour } from './behaviour.ts';
import { createAgent, sleep } from './http.ts';
import { Metrics, quantile } from './metrics.ts';
import { createPgDatabase, ServerProcess, type BuildSnapshot } from './server-process.ts';
import { EventStream, ipFor, SimUser, type Role } from './users.ts';

/**
 * `npm run soak -- --capacity`: how many people one server carries. The soak's people (same
 * sign-in, event stream and browsing with think time, `behaviour.ts`) are added step by step —
 * 50, 100, 200, 400, … — each step a short warm-up then a measured window, until the window's
 * p99 passes the limit or anything fails; then one step halfway between the last good and the
 * first bad. Runs: PGlite, PostgreSQL, and PostgreSQL behind the soak's round-robin proxy with
 * one and with two server processes. Everything (servers, PostgreSQL, proxy, this generator)
 * shares the machine's cores, so every step also records who used the CPU.
 */

export type CapacityRunName = 'pglite' | 'postgres' | 'proxy-1' | 'proxy-2';

export interface CapacitySettings {
  /** People per step before the bisection (ascending). */
  steps: number[];
  warmupS: number;
  stepS: number;
  p99LimitMs: number;
  thinkMs: [number, number];
  authConcurrency: number;
}

export interface CapacityStep {
  people: number;
  seconds: number;
  calls: number;
  rps: number;
  errors: number;
  conflicts: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** The server process(es), % of one core (summed over processes). */
  server_cpu_pct: number | null;
  /** Their resident memory at the end of the window, MB (summed). */
  server_rss_mb: number | null;
  /** PostgreSQL backends of the run's database (its pool's connections), % of one core. */
  db_cpu_pct: number | null;
  /** The proxy process, % of one core (proxy runs only). */
  proxy_cpu_pct: number | null;
  /** This load generator (one Node process), % of one core; its event-loop delay p99. */
  generator_cpu_pct: number;
  generator_loop_p99_ms: number;
  /** The whole machine's busy share of all its cores, % (everybody's processes). */
  machine_busy_pct: number;
  load_1m: number;
  ok: boolean;
  /** Why the step failed (p99 over the limit, errors: first samples). */
  why: string | null;
}

export interface CapacityRun {
  name: CapacityRunName;
  description: string;
  processes: number;
  steps: CapacityStep[];
  /** The last step within the limits (null when even the first step failed). */
  held: CapacityStep | null;
  /** What saturated first at the first failing step, as far as the CPU figures tell. */
  limitedBy: string;
  seconds: number;
  /** Sign-ups and sign-ins of the people this run added (not measured). */
  signInSeconds: number;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** utime + stime of a process in seconds, from /proc/<pid>/stat (null when it is gone). */
function procCpuSeconds(pid: number | undefined): number | null {
  if (!pid) {
    return null;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function procRssMb(pid: number | undefined): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Busy and total jiffies of all cores, from /proc/stat. */
function machineJiffies(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

const sum = (values: Array<number | null>): number | null =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, b) => a + (b ?? 0), 0);

/** The people of one database: signed up once, reused by every run on it. */
class Population {
  readonly people: SimUser[] = [];
  private streams = new Map<SimUser, EventStream>();
  readonly agent = createAgent();

  constructor(
    private base: string,
    private readonly label: string,
    private readonly ipPrefix: number,
  ) {}

  /** Two admins, then one valuer in ten, the rest clients (the soak's mix at any size). */
  private roleOf(i: number): Role {
    return i < 2 ? 'admin' : (i - 2) % 10 === 0 ? 'agent' : 'user';
  }

  /** Sign up and in until there are `n` people (scrypt on the server: a few at a time). */
  async grow(n: number, concurrency: number, metrics: Metrics): Promise<void> {
    const fresh: SimUser[] = [];
    for (let i = this.people.length; i < n; i++) {
      const role = this.roleOf(i);
      fresh.push(
        new SimUser(this.base, this.agent, metrics, role, ipFor(i, this.ipPrefix), `${this.label}-${role}-${i}`),
      );
    }
    let next = 0;
    const failed: string[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < fresh.length) {
          const p = fresh[next]!;
          next += 1;
          p.metrics = metrics;
          if (!((await p.signUp()) && (await p.signIn()))) {
            failed.push(p.email);
          }
        }
      }),
    );
    if (failed.length > 0) {
      throw new Error(
        `${failed.length} people could not sign up and in (first ${failed[0]}): ${metrics.errorSamples.slice(0, 3).join('; ')}`,
      );
    }
    this.people.push(...fresh);
  }

  /** Point everybody at another address (same database: their sessions stay valid). */
  retarget(base: string): void {
    this.closeStreams();
    this.base = base;
    for (const p of this.people) {
      // Access tokens name the site that issued them: on a new address the web app fetches a new one.
      p.base = base;
      p.token = null;
    }
  }

  /** Exactly the first `n` people keep an event stream open, as their browsers would. */
  async streamsFor(n: number, metrics: Metrics): Promise<void> {
    for (const [p, s] of this.streams) {
      if (this.people.indexOf(p) >= n) {
        s.close();
        this.streams.delete(p);
      } else {
        s.metrics = metrics;
      }
    }
    const opening = this.people.slice(0, n).filter((p) => !this.streams.has(p));
    for (let i = 0; i < opening.length; i += 50) {
      await Promise.all(
        opening.slice(i, i + 50).map(async (p) => {
          const s = new EventStream(p, metrics);
          this.streams.set(p, s);
          await s.open();
        }),
      );
    }
  }

  closeStreams(): void {
    for (const s of this.streams.values()) {
      s.close();
    }
    this.streams.clear();
  }
}

interface Target {
  base: string;
  servers: ServerProcess[];
  proxy: ChildProcess | null;
  /** The PostgreSQL database's name (for its backends' CPU), null on PGlite. */
  dbName: string | null;
}

/** PIDs of the PostgreSQL backends connected to a database (the server's pool). */
async function backendPids(adminUrl: string, dbName: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const rows = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return rows.rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

async function measureStep(
  target: Target,
  population: Population,
  n: number,
  settings: CapacitySettings,
  behaviour: ReturnType<typeof createBehaviour>,
  dbAdminUrl: string | null,
): Promise<CapacityStep> {
  const warm = new Metrics();
  const measured = new Metrics();
  await population.streamsFor(n, warm);
  const active = population.people.slice(0, n);
  for (const p of active) {
    p.metrics = warm;
  }
  let stopAt = Number.POSITIVE_INFINITY;
  const stop = () => Date.now() >= stopAt;
  const loops = active.map((p) => sleep(rand(0, settings.thinkMs[1])).then(() => behaviour.run(p, stop)));
  await sleep(settings.warmupS * 1000);

  const pids = target.dbName && dbAdminUrl ? await backendPids(dbAdminUrl, target.dbName) : [];
  for (const p of active) {
    p.metrics = measured;
  }
  await population.streamsFor(n, measured);
  const cpu = () => ({
    server: sum(target.servers.map((s) => procCpuSeconds(s.pid))),
    db: new Map(pids.map((pid) => [pid, procCpuSeconds(pid)])),
    proxy: target.proxy ? procCpuSeconds(target.proxy.pid) : null,
    generator: process.cpuUsage(),
    machine: machineJiffies(),
  });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const before = cpu();
  measured.startedAt = performance.now();
  stopAt = Date.now() + settings.stepS * 1000;
  await Promise.all(loops);
  measured.endedAt = performance.now();
  const after = cpu();
  loopDelay.disable();
  const seconds = measured.seconds();
  const pct = (a: number | null, b: number | null) =>
    a === null || b === null ? null : Math.round((100 * (b - a)) / seconds);
  // Backends that came or went during the window are left out (their share is unknown).
  let dbSeconds: number | null = pids.length > 0 ? 0 : null;
  for (const [pid, start] of before.db) {
    const end = after.db.get(pid);
    if (dbSeconds !== null && start !== null && end !== null && end !== undefined && end >= start) {
      dbSeconds += end - start;
    }
  }
  const generatorS =
    (after.generator.user - before.generator.user + after.generator.system - before.generator.system) / 1e6;
  const t = measured.totals;
  const all = measured.allLatencies();
  const p99 = quantile(all, 0.99);
  const why: string[] = [];
  if (t.errors > 0) {
    why.push(`${t.errors} errors: ${measured.errorSamples.slice(0, 3).join('; ')}`);
  }
  if (p99 > settings.p99LimitMs) {
    why.push(`p99 ${p99.toFixed(0)} ms > ${settings.p99LimitMs} ms`);
  }
  return {
    people: n,
    seconds: Math.round(seconds * 10) / 10,
    calls: t.requests,
    rps: Math.round((t.requests / seconds) * 10) / 10,
    errors: t.errors,
    conflicts: t.conflicts,
    p50_ms: Math.round(quantile(all, 0.5) * 10) / 10,
    p99_ms: Math.round(p99 * 10) / 10,
    max_ms: Math.round(quantile(all, 1) * 10) / 10,
    server_cpu_pct: pct(before.server, after.server),
    server_rss_mb: (() => {
      const rss = sum(target.servers.map((s) => procRssMb(s.pid)));
      return rss === null ? null : Math.round(rss);
    })(),
    db_cpu_pct: dbSeconds === null ? null : Math.round((100 * dbSeconds) / seconds),
    proxy_cpu_pct: pct(before.proxy, after.proxy),
    generator_cpu_pct: Math.round((100 * generatorS) / seconds),
    generator_loop_p99_ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
    machine_busy_pct: Math.round(
      (100 * (after.machine.busy - before.machine.busy)) / Math.max(1, after.machine.total - before.machine.total),
    ),
    load_1m: Math.round(os.loadavg()[0]! * 10) / 10,
    ok: why.length === 0,
    why: why.length === 0 ? null : why.join('; '),
  };
}

/**
 * Which resource ran out first at a failing step: a server process near a full core, this
 * single-threaded generator near a full core (or its event loop late: its own timings stretch),
 * or the machine's cores all busy (server, PostgreSQL, generator and other work competing).
 */
export function limitedBy(step: CapacityStep, processes: number): string {
  const reasons: string[] = [];
  if (step.server_cpu_pct !== null && step.server_cpu_pct >= 85 * processes) {
    reasons.push(`the server (${step.server_cpu_pct} % of ${processes} core${processes > 1 ? 's' : ''})`);
  }
  if (step.generator_cpu_pct >= 85) {
    reasons.push(`the load generator (${step.generator_cpu_pct} % of its one core)`);
  }
  if (step.machine_busy_pct >= 90) {
    reasons.push(
      `the machine (${step.machine_busy_pct} % of all cores busy, load ${step.load_1m}: the processes wait for a core)`,
    );
  }
  const text =
    reasons.length > 0
      ? reasons.join(' and ')
      : 'no CPU was saturated (latency or errors without a full core: see the step)';
  // A late event loop with CPU to spare means the generator was waiting for a core: its own timings stretched too.
  return step.generator_loop_p99_ms >= 50
    ? `${text}; the generator's event loop ran up to ${step.generator_loop_p99_ms} ms late (p99), which its latencies include`
    : text;
}

export interface CapacityContext {
  build: BuildSnapshot;
  workDir: string;
  ports: { pglite: number; postgres: number; a: number; b: number; proxy: number };
  dbAdminUrl: string;
  settings: CapacitySettings;
  progress: (line: string) => void;
}

async function startProxy(port: number, backends: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(HERE, 'proxy-main.ts'), String(port), ...backends],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the proxy did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the proxy exited (code ${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

async function stopProxy(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** The ramp, then one bisection between the last good and the first bad step. */
async function ramp(
  ctx: CapacityContext,
  name: CapacityRunName,
  target: Target,
  population: Population,
): Promise<{ steps: CapacityStep[]; signInSeconds: number }> {
  const behaviour = createBehaviour(ctx.settings.thinkMs);
  const steps: CapacityStep[] = [];
  let signInSeconds = 0;
  const signUp = new Metrics();
  const step = async (n: number) => {
    if (population.people.length < n) {
      const started = performance.now();
      ctx.progress(`capacity ${name}: signing up and in people ${population.people.length + 1}–${n}`);
      await population.grow(n, ctx.settings.authConcurrency, signUp);
      signInSeconds += (performance.now() - started) / 1000;
    }
    ctx.progress(`capacity ${name}: ${n} people, ${ctx.settings.warmupS} s warm-up + ${ctx.settings.stepS} s measured`);
    const s = await measureStep(target, population, n, ctx.settings, behaviour, target.dbName ? ctx.dbAdminUrl : null);
    ctx.progress(
      `capacity ${name}: ${n} people → ${s.rps} req/s, p50 ${s.p50_ms} / p99 ${s.p99_ms} ms, ${s.errors} errors; server ${s.server_cpu_pct} %, generator ${s.generator_cpu_pct} %, machine ${s.machine_busy_pct} % busy, load ${s.load_1m}${s.ok ? '' : ` — FAILED: ${s.why}`}`,
    );
    steps.push(s);
    return s;
  };
  let good: number | null = null;
  let bad: number | null = null;
  for (const n of ctx.settings.steps) {
    if ((await step(n)).ok) {
      good = n;
    } else {
      bad = n;
      break;
    }
  }
  if (bad !== null) {
    const low = good ?? 0;
    const mid = Math.round((low + bad) / 2 / 10) * 10;
    if (mid > low && mid < bad) {
      await step(mid);
    }
  }
  population.closeStreams();
  return { steps, signInSeconds };
}

function summarise(
  name: CapacityRunName,
  description: string,
  processes: number,
  steps: CapacityStep[],
  started: number,
  signInSeconds: number,
): CapacityRun {
  const good = steps.filter((s) => s.ok).sort((a, b) => b.people - a.people);
  const held = good[0] ?? null;
  const firstBad = steps
    .filter((s) => !s.ok && (held === null || s.people > held.people))
    .sort((a, b) => a.people - b.people)[0];
  return {
    name,
    description,
    processes,
    steps,
    held,
    limitedBy: firstBad ? limitedBy(firstBad, processes) : 'not reached: every step held (raise SOAK_CAPACITY_STEPS)',
    seconds: Math.round((Date.now() - started) / 1000),
    signInSeconds: Math.round(signInSeconds),
  };
}

export async function runCapacity(ctx: CapacityContext, runs: CapacityRunName[]): Promise<CapacityRun[]> {
  const out: CapacityRun[] = [];
  const stamp = Date.now().toString(36);
  if (runs.includes('pglite')) {
    const started = Date.now();
    const server = new ServerProcess(ctx.build, {
      name: 'capacity-pglite',
      port: ctx.ports.pglite,
      dataDir: path.join(ctx.workDir, 'capacity-pglite-data'),
      trustProxy: true,
      logFile: path.join(ctx.workDir, 'capacity-pglite.log'),
    });
    try {
      await server.start();
      const population = new Population(server.url, `capacity-${stamp}-pglite`, 12);
      const r = await ramp(
        ctx,
        'pglite',
        { base: server.url, servers: [server], proxy: null, dbName: null },
        population,
      );
      out.push(summarise('pglite', 'PGlite (embedded), one process', 1, r.steps, started, r.signInSeconds));
      population.agent.destroy();
    } finally {
      await server.stop();
    }
  }
  const pgRuns = runs.filter((r) => r !== 'pglite');
  if (pgRuns.length === 0) {
    return out;
  }
  // One database for the PostgreSQL runs: the people signed up in one run are reused by the next.
  const db = await createPgDatabase('capacity');
  const population = new Population('', `capacity-${stamp}-pg`, 13);
  try {
    for (const name of pgRuns) {
      const started = Date.now();
      const processes = name === 'proxy-2' ? 2 : 1;
      const viaProxy = name !== 'postgres';
      const proxyUrl = `http://127.0.0.1:${ctx.ports.proxy}`;
      const servers = (viaProxy ? [ctx.ports.a, ctx.ports.b].slice(0, processes) : [ctx.ports.postgres]).map(
        (port, i) =>
          new ServerProcess(ctx.build, {
            name: `capacity-${name}-${i}`,
            port,
            dataDir: path.join(ctx.workDir, `capacity-${name}-${i}`),
            databaseUrl: db.url,
            publicUrl: viaProxy ? proxyUrl : undefined,
            trustProxy: true,
            logFile: path.join(ctx.workDir, `capacity-${name}-${i}.log`),
          }),
      );
      let proxy: ChildProcess | null = null;
      try {
        // One after the other: each applies the (same) migrations at start.
        for (const s of servers) {
          await s.start();
        }
        proxy = viaProxy
          ? await startProxy(
              ctx.ports.proxy,
              servers.map((s) => s.url),
            )
          : null;
        const base = viaProxy ? proxyUrl : servers[0]!.url;
        population.retarget(base);
        const r = await ramp(ctx, name, { base, servers, proxy, dbName: db.name }, population);
        const description =
          name === 'postgres'
            ? 'PostgreSQL, one process'
            : `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''} behind the round-robin proxy`;
        out.push(summarise(name, description, processes, r.steps, started, r.signInSeconds));
      } finally {
        population.closeStreams();
        await stopProxy(proxy);
        for (const s of servers) {
          await s.stop();
        }
      }
    }
  } finally {
    population.agent.destroy();
    await db.drop();
  }
  return out;
}

/** Two processes against one, behind the same proxy when both were measured (else against the direct run). */
export function scaling(runs: CapacityRun[]): { ratio: number | null; against: string } {
  const two = runs.find((r) => r.name === 'proxy-2')?.held;
  const one = runs.find((r) => r.name === 'proxy-1') ?? runs.find((r) => r.name === 'postgres');
  if (!two || !one?.held) {
    return { ratio: null, against: one?.description ?? 'nothing' };
  }
  return { ratio: Math.round((two.rps / one.held.rps) * 100) / 100, against: one.description };
}

export function capacityTable(runs: CapacityRun[]): string[] {
  const rows: string[][] = [
    [
      'run',
      'people',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'server CPU %',
      'RSS MB',
      'PG CPU %',
      'proxy CPU %',
      'generator CPU %',
      'gen loop p99 ms',
      'machine busy %',
      'load 1m',
      '',
    ],
  ];
  const dash = (v: number | null) => (v === null ? '–' : String(v));
  for (const run of runs) {
    for (const s of run.steps) {
      rows.push([
        run.name,
        String(s.people),
        String(s.rps),
        String(s.p50_ms),
        String(s.p99_ms),
        String(s.errors),
        dash(s.server_cpu_pct),
        dash(s.server_rss_mb),
        dash(s.db_cpu_pct),
        dash(s.proxy_cpu_pct),
        String(s.generator_cpu_pct),
        String(s.generator_loop_p99_ms),
        String(s.machine_busy_pct),
        String(s.load_1m),
        s === run.held ? 'HELD' : s.ok ? 'ok' : 'over',
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
}
