import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBehaviour } from './behaviour.ts';
import { CpuCgroup, throttleDelta, type CpuController, type ThrottleStats } from './cpu-share.ts';
import { createAgent, sleep } from './http.ts';
import { Metrics, quantile } from './metrics.ts';
import { CrossProcessProbe, type CrossTally } from './realtime.ts';
import { createPgDatabase, ServerProcess, type BuildSnapshot } from './server-process.ts';
import { EventStream, ipFor, SimUser, type Role } from './users.ts';

/**
 * `npm run soak -- --capacity`: how many people one server carries. The soak's people (same
 * sign-in, event stream and browsing with think time, `behaviour.ts`) are added step by step —
 * 50, 100, 200, 400, … — each step a short warm-up then a measured window, until the window's
 * p99 passes the limit or anything fails; then bisection between the last good and the first
 * bad step until the gap is within the precision. Runs: PGlite, PostgreSQL, and PostgreSQL
 * behind the soak's round-robin proxy with one, two and four server processes. Everything
 * (servers, PostgreSQL, proxy, this generator) shares the machine's cores, so every step also
 * records who used the CPU.
 *
 * With a CPU share per server process (`SOAK_SERVER_CPU`, `cpu-share.ts`) every server of a run
 * gets the same fixed slice of a core, so the server tier runs out long before the machine
 * does: a bigger machine simulated on a small one. In the runs with several processes the live
 * events are checked across processes at every measured step (`CrossProcessProbe`).
 */

export type CapacityRunName = 'pglite' | 'postgres' | 'proxy-1' | 'proxy-2' | 'proxy-4';

/** How many server processes a run has. */
export function processesOf(name: CapacityRunName): number {
  return name === 'proxy-4' ? 4 : name === 'proxy-2' ? 2 : 1;
}

export interface CapacitySettings {
  /** People per step before the bisection (ascending). */
  steps: number[];
  /** Whether `steps` was given (SOAK_CAPACITY_STEPS); otherwise, with a CPU share, each run derives its own. */
  stepsGiven: boolean;
  /** Fraction of one core each server process may use (cgroup CPU quota); 0 = no limit. */
  serverCpu: number;
  /** Bisect until the gap between the held and the first failing step is at most this fraction of the held load. */
  precision: number;
  /** How long a live event may take to cross from one process to another (runs with several processes). */
  crossWithinMs: number;
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
  /** Each server process, % of one core (with a CPU share: compare with the share). */
  server_cpu_pct_each: Array<number | null>;
  /**
   * With a CPU share: each server cgroup's CFS counters over the window (periods with runnable
   * threads, periods held back at the quota, time held back) — the proof the quota bound.
   */
  throttle: Array<ThrottleStats | null> | null;
  /** Throttled periods / periods, all servers together, % (null without a share). */
  throttled_pct: number | null;
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
  /** Runs with several processes: live events checked across processes during the window. */
  cross: CrossTally | null;
  ok: boolean;
  /** Why the step failed (p99 over the limit, errors: first samples). */
  why: string | null;
}

export interface CapacityRun {
  name: CapacityRunName;
  description: string;
  processes: number;
  /** Fraction of one core per server process (null: no limit). */
  server_cpu_share: number | null;
  /** The steps this run started from (before bisection). */
  planned_steps: number[];
  steps: CapacityStep[];
  /** The last step within the limits (null when even the first step failed). */
  held: CapacityStep | null;
  /** What saturated first at the first failing step, as far as the CPU figures tell. */
  limitedBy: string;
  seconds: number;
  /** Sign-ups and sign-ins of the people this run added (not measured). */
  signInSeconds: number;
  /** Gap between the held step and the lowest failing step above it, as a fraction of the held load. */
  gap: number | null;
  /** Cross-process live-event checks over all steps (null: a run with one process). */
  cross: { ok: number; failed: number; skipped: number; max_ms: number | null; failures: string[] } | null;
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
  /**
   * Where people sign up and in when not at `base` (with a CPU share: a server without one, so
   * the scrypt hashes of sign-up, which are not measured, do not take minutes; sessions live in
   * the database and are valid on every process).
   */
  signUpBase: string | null = null;

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
        new SimUser(
          this.signUpBase ?? this.base,
          this.agent,
          metrics,
          role,
          ipFor(i, this.ipPrefix),
          `${this.label}-${role}-${i}`,
        ),
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
    for (const p of fresh) {
      // Access tokens name the site that issued them: at the measured address a new one is fetched.
      p.base = this.base;
      if (this.signUpBase) {
        p.token = null;
      }
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
  /** Each server's CPU-share cgroup (empty without a share). */
  cgroups: CpuCgroup[];
  /** Runs with several processes: the live-event check across them. */
  probe: CrossProcessProbe | null;
  /** With a share: the cgroup (no quota, raised weight) of the generator, the proxy and the run's PostgreSQL backends. */
  measuring: CpuCgroup | null;
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
  warmupS: number,
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
  await sleep(warmupS * 1000);

  const pids = target.dbName && dbAdminUrl ? await backendPids(dbAdminUrl, target.dbName) : [];
  for (const pid of pids) {
    // The pool may have opened connections since the last step: their backends join too.
    target.measuring?.join(pid);
  }
  for (const p of active) {
    p.metrics = measured;
  }
  await population.streamsFor(n, measured);
  const cpu = () => ({
    servers: target.servers.map((s) => procCpuSeconds(s.pid)),
    throttle: target.cgroups.map((c) => c.stats()),
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
  // A check every few seconds: its handful of calls stays small against the load's.
  const crossing = target.probe ? target.probe.during(stopAt, 4000) : Promise.resolve(null);
  await Promise.all(loops);
  measured.endedAt = performance.now();
  const cross = await crossing;
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
  if (cross && (cross.failed > 0 || cross.ok === 0)) {
    why.push(
      cross.failed > 0
        ? `${cross.failed} live events did not cross processes: ${cross.failures.join('; ')}`
        : 'no live event was checked across processes',
    );
  }
  const throttle =
    target.cgroups.length > 0
      ? target.cgroups.map((c, i) => throttleDelta(before.throttle[i] ?? null, after.throttle[i] ?? null))
      : null;
  const periods = throttle?.reduce((a, t) => a + (t?.periods ?? 0), 0) ?? 0;
  const throttled = throttle?.reduce((a, t) => a + (t?.throttled ?? 0), 0) ?? 0;
  const eachPct = target.servers.map((_, i) => pct(before.servers[i] ?? null, after.servers[i] ?? null));
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
    server_cpu_pct: sum(eachPct),
    server_cpu_pct_each: eachPct,
    throttle,
    throttled_pct: throttle === null ? null : periods === 0 ? 0 : Math.round((100 * throttled) / periods),
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
    cross,
    ok: why.length === 0,
    why: why.length === 0 ? null : why.join('; '),
  };
}

/**
 * Which resource ran out first at a failing step: the server processes near their CPU (a full
 * core each, or their share when one is set, with most periods throttled), the proxy,
 * PostgreSQL or this single-threaded generator near a full core (or the generator's event loop
 * late: its own timings stretch), or the machine's cores all busy (everything competing).
 */
export function limitedBy(step: CapacityStep, processes: number, share: number | null = null): string {
  const reasons: string[] = [];
  const each = share ?? 1;
  if (step.server_cpu_pct !== null && step.server_cpu_pct >= 85 * each * processes) {
    const of = share
      ? `${processes} × a share of ${share} core: ${step.throttled_pct ?? '?'} % of periods throttled`
      : `${processes} core${processes > 1 ? 's' : ''}`;
    reasons.push(`the server${processes > 1 ? 's' : ''} (${step.server_cpu_pct} % of one core, ${of})`);
  }
  if (step.proxy_cpu_pct !== null && step.proxy_cpu_pct >= 85) {
    reasons.push(`the proxy (${step.proxy_cpu_pct} % of its one core)`);
  }
  if (step.db_cpu_pct !== null && step.db_cpu_pct >= 85 * 2) {
    reasons.push(`PostgreSQL (${step.db_cpu_pct} % of one core)`);
  }
  if (step.generator_cpu_pct >= 85) {
    reasons.push(`the load generator (${step.generator_cpu_pct} % of its one core)`);
  }
  if (step.machine_busy_pct >= 90) {
    reasons.push(
      `the machine (${step.machine_busy_pct} % of all cores busy, load ${step.load_1m}: the processes wait for a core)`,
    );
  }
  if (step.cross && step.cross.failed > 0) {
    reasons.push(`live events across processes (${step.cross.failed} failed)`);
  }
  const text =
    reasons.length > 0
      ? reasons.join(' and ')
      : share && (step.throttled_pct ?? 0) >= 20
        ? `the servers' CPU share in bursts (${step.server_cpu_pct} % of one core on average over ${processes} × ${share}, ${step.throttled_pct} % of periods throttled: requests wait for the next period)`
        : 'no CPU was saturated (latency or errors without a full core: see the step)';
  // A late event loop with CPU to spare means the generator was waiting for a core: its own timings stretched too.
  return step.generator_loop_p99_ms >= 50
    ? `${text}; the generator's event loop ran up to ${step.generator_loop_p99_ms} ms late (p99), which its latencies include`
    : text;
}

export interface CapacityContext {
  build: BuildSnapshot;
  workDir: string;
  ports: { pglite: number; postgres: number; proxy: number; backends: number[] };
  dbAdminUrl: string;
  settings: CapacitySettings;
  progress: (line: string) => void;
}

async function startProxy(port: number, backends: string[], cgroup: CpuCgroup | null): Promise<ChildProcess> {
  const node = [process.execPath, '--import', 'tsx', path.join(HERE, 'proxy-main.ts'), String(port), ...backends];
  // In a cgroup from its first instruction, as the servers (see ServerProcess).
  const [command, ...args] = cgroup
    ? ['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', cgroup.procsFile, ...node]
    : node;
  const child = spawn(command!, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/** People one core's worth of share is first asked to carry (the first step is this × share × processes). */
export const FIRST_STEP_PEOPLE_PER_CORE = 40;

/**
 * The steps of a run: SOAK_CAPACITY_STEPS when given; with a CPU share and no steps given,
 * doubling steps from FIRST_STEP_PEOPLE_PER_CORE × share × processes (every run starts at
 * the same load per process, so the runs with more processes do not spend steps far below their limit).
 */
export function stepsFor(
  settings: Pick<CapacitySettings, 'steps' | 'stepsGiven' | 'serverCpu'>,
  processes: number,
): number[] {
  if (settings.stepsGiven || settings.serverCpu <= 0) {
    return settings.steps;
  }
  const first = Math.max(2, Math.round(FIRST_STEP_PEOPLE_PER_CORE * settings.serverCpu * processes));
  return Array.from({ length: 8 }, (_, i) => first * 2 ** i);
}

/**
 * The ramp, then bisection between the last good and the first bad step until the gap is at
 * most `precision` × the held load (at least one person), so a ratio of two runs is not an
 * artefact of coarse steps.
 */
async function ramp(
  ctx: CapacityContext,
  name: CapacityRunName,
  target: Target,
  population: Population,
  planned: number[],
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
    // A fresh server compiles its hot code during its first requests; at a small CPU share that
    // takes a while, so a run's first step warms up longer.
    const warmupS =
      steps.length === 0 && ctx.settings.serverCpu > 0 ? Math.max(ctx.settings.warmupS, 15) : ctx.settings.warmupS;
    ctx.progress(`capacity ${name}: ${n} people, ${warmupS} s warm-up + ${ctx.settings.stepS} s measured`);
    const s = await measureStep(
      target,
      population,
      n,
      ctx.settings,
      behaviour,
      target.dbName ? ctx.dbAdminUrl : null,
      warmupS,
    );
    const cross = s.cross ? `; across processes ${s.cross.ok} ok / ${s.cross.failed} failed` : '';
    const throttled = s.throttled_pct === null ? '' : ` (${s.throttled_pct} % of periods throttled)`;
    ctx.progress(
      `capacity ${name}: ${n} people → ${s.rps} req/s, p50 ${s.p50_ms} / p99 ${s.p99_ms} ms, ${s.errors} errors; server ${s.server_cpu_pct} %${throttled}, ` +
        `PG ${s.db_cpu_pct ?? '–'} %, proxy ${s.proxy_cpu_pct ?? '–'} %, generator ${s.generator_cpu_pct} %, machine ${s.machine_busy_pct} % busy, load ${s.load_1m}${cross}${s.ok ? '' : ` — FAILED: ${s.why}`}`,
    );
    steps.push(s);
    return s;
  };
  let good: number | null = null;
  let bad: number | null = null;
  for (const n of planned) {
    if ((await step(n)).ok) {
      good = n;
    } else {
      bad = n;
      break;
    }
  }
  while (bad !== null) {
    const low = good ?? 0;
    if (bad - low <= Math.max(1, ctx.settings.precision * low)) {
      break;
    }
    const mid = Math.round((low + bad) / 2);
    if (mid <= low || mid >= bad) {
      break;
    }
    if ((await step(mid)).ok) {
      good = mid;
    } else {
      bad = mid;
    }
  }
  population.closeStreams();
  return { steps, signInSeconds };
}

function summarise(
  name: CapacityRunName,
  description: string,
  processes: number,
  share: number | null,
  planned: number[],
  steps: CapacityStep[],
  started: number,
  signInSeconds: number,
): CapacityRun {
  const good = steps.filter((s) => s.ok).sort((a, b) => b.people - a.people);
  const held = good[0] ?? null;
  const firstBad = steps
    .filter((s) => !s.ok && (held === null || s.people > held.people))
    .sort((a, b) => a.people - b.people)[0];
  const crossSteps = steps.map((s) => s.cross).filter((c): c is CrossTally => c !== null);
  return {
    name,
    description,
    processes,
    server_cpu_share: share,
    planned_steps: planned,
    steps,
    held,
    limitedBy: firstBad
      ? limitedBy(firstBad, processes, share)
      : 'not reached: every step held (raise SOAK_CAPACITY_STEPS)',
    seconds: Math.round((Date.now() - started) / 1000),
    signInSeconds: Math.round(signInSeconds),
    gap: held && firstBad ? Math.round(((firstBad.people - held.people) / held.people) * 1000) / 1000 : null,
    cross:
      crossSteps.length === 0
        ? null
        : {
            ok: crossSteps.reduce((a, c) => a + c.ok, 0),
            failed: crossSteps.reduce((a, c) => a + c.failed, 0),
            skipped: crossSteps.reduce((a, c) => a + c.skipped, 0),
            max_ms: crossSteps.reduce<number | null>(
              (a, c) => (c.max_ms === null ? a : Math.max(a ?? 0, c.max_ms)),
              null,
            ),
            failures: crossSteps.flatMap((c) => c.failures).slice(0, 5),
          },
  };
}

export async function runCapacity(ctx: CapacityContext, runs: CapacityRunName[]): Promise<CapacityRun[]> {
  const out: CapacityRun[] = [];
  const share = ctx.settings.serverCpu > 0 ? ctx.settings.serverCpu : null;
  // With a share, fail before anything starts when no cgroup can be written here.
  const controller: CpuController | null = share ? CpuCgroup.probe(share) : null;
  // Other work on the machine must not starve what measures the servers: the generator (this
  // process), the proxy and the run's PostgreSQL backends get a cgroup of their own without a
  // quota but with the same raised weight as the servers'. They still share the cores with them.
  const measuring = controller ? CpuCgroup.create(controller, 'measuring', 0) : null;
  if (measuring && !measuring.join(process.pid)) {
    measuring.remove();
    throw new Error(`SOAK_SERVER_CPU=${share}: cannot move the load generator into ${measuring.dir}`);
  }
  try {
    out.push(...(await runAll(ctx, runs, share, controller, measuring)));
  } finally {
    // Moves this process (and anything left) back to the root.
    measuring?.remove();
  }
  return out;
}

async function runAll(
  ctx: CapacityContext,
  runs: CapacityRunName[],
  share: number | null,
  controller: CpuController | null,
  measuring: CpuCgroup | null,
): Promise<CapacityRun[]> {
  const out: CapacityRun[] = [];
  const stamp = Date.now().toString(36);
  const cgroupFor = (name: string): CpuCgroup | null =>
    controller && share ? CpuCgroup.create(controller, name, share) : null;
  // A confined server starts (and applies migrations) at its share's pace.
  const startTimeoutMs = share ? Math.max(90_000, Math.round(90_000 / Math.min(1, share * 4))) : 90_000;
  if (runs.includes('pglite')) {
    const started = Date.now();
    const cgroup = cgroupFor('pglite');
    const server = new ServerProcess(ctx.build, {
      name: 'capacity-pglite',
      port: ctx.ports.pglite,
      dataDir: path.join(ctx.workDir, 'capacity-pglite-data'),
      trustProxy: true,
      logFile: path.join(ctx.workDir, 'capacity-pglite.log'),
      cpuCgroup: cgroup ?? undefined,
    });
    try {
      await server.start(startTimeoutMs);
      const population = new Population(server.url, `capacity-${stamp}-pglite`, 12);
      const planned = stepsFor(ctx.settings, 1);
      const r = await ramp(
        ctx,
        'pglite',
        {
          base: server.url,
          servers: [server],
          proxy: null,
          dbName: null,
          cgroups: cgroup ? [cgroup] : [],
          probe: null,
          measuring,
        },
        population,
        planned,
      );
      out.push(
        summarise('pglite', 'PGlite (embedded), one process', 1, share, planned, r.steps, started, r.signInSeconds),
      );
      population.agent.destroy();
    } finally {
      await server.stop();
      cgroup?.remove();
    }
  }
  const pgRuns = runs.filter((r) => r !== 'pglite');
  if (pgRuns.length === 0) {
    return out;
  }
  // One database for the PostgreSQL runs: the people signed up in one run are reused by the next.
  const db = await createPgDatabase('capacity');
  const population = new Population('', `capacity-${stamp}-pg`, 13);
  const proxyUrl = `http://127.0.0.1:${ctx.ports.proxy}`;
  // With a share, people sign up through a server of its own without one (not measured, see Population).
  const signUpServer = share
    ? new ServerProcess(ctx.build, {
        name: 'capacity-sign-up',
        port: ctx.ports.pglite,
        dataDir: path.join(ctx.workDir, 'capacity-sign-up'),
        databaseUrl: db.url,
        trustProxy: true,
        logFile: path.join(ctx.workDir, 'capacity-sign-up.log'),
      })
    : null;
  const probe = new CrossProcessProbe(proxyUrl, population.agent, `capacity-${stamp}`, 2, ctx.settings.crossWithinMs);
  try {
    if (signUpServer) {
      await signUpServer.start();
      population.signUpBase = signUpServer.url;
    }
    for (const name of pgRuns) {
      const started = Date.now();
      const processes = processesOf(name);
      const viaProxy = name !== 'postgres';
      const ports = viaProxy ? ctx.ports.backends.slice(0, processes) : [ctx.ports.postgres];
      if (ports.length < processes) {
        throw new Error(`${name} needs ${processes} backend ports (got ${ports.length})`);
      }
      const cgroups: CpuCgroup[] = [];
      let proxy: ChildProcess | null = null;
      const servers: ServerProcess[] = [];
      try {
        for (const [i, port] of ports.entries()) {
          const cgroup = cgroupFor(`${name}-${i}`);
          if (cgroup) {
            cgroups.push(cgroup);
          }
          servers.push(
            new ServerProcess(ctx.build, {
              name: `capacity-${name}-${i}`,
              port,
              dataDir: path.join(ctx.workDir, `capacity-${name}-${i}`),
              databaseUrl: db.url,
              publicUrl: viaProxy ? proxyUrl : undefined,
              trustProxy: true,
              logFile: path.join(ctx.workDir, `capacity-${name}-${i}.log`),
              cpuCgroup: cgroup ?? undefined,
            }),
          );
        }
        // One after the other: each applies the (same) migrations at start.
        for (const s of servers) {
          await s.start(startTimeoutMs);
        }
        proxy = viaProxy
          ? await startProxy(
              ctx.ports.proxy,
              servers.map((s) => s.url),
              measuring,
            )
          : null;
        const base = viaProxy ? proxyUrl : servers[0]!.url;
        population.retarget(base);
        if (viaProxy && processes > 1) {
          await probe.setup(signUpServer?.url ?? base, base, processes);
        }
        const planned = stepsFor(ctx.settings, processes);
        const r = await ramp(
          ctx,
          name,
          {
            base,
            servers,
            proxy,
            dbName: db.name,
            cgroups,
            probe: viaProxy && processes > 1 ? probe : null,
            measuring,
          },
          population,
          planned,
        );
        const description =
          name === 'postgres'
            ? 'PostgreSQL, one process'
            : `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''} behind the round-robin proxy`;
        out.push(summarise(name, description, processes, share, planned, r.steps, started, r.signInSeconds));
      } finally {
        population.closeStreams();
        await stopProxy(proxy);
        for (const s of servers) {
          await s.stop();
        }
        for (const c of cgroups) {
          c.remove();
        }
      }
    }
  } finally {
    await signUpServer?.stop();
    population.agent.destroy();
    await db.drop();
  }
  return out;
}

export interface Scaling {
  /** held req/s of the run with more processes / held req/s of the one-process run. */
  ratio: number | null;
  /** The same with people held. */
  people_ratio: number | null;
  against: string;
  target: number;
  met: boolean;
  /**
   * How far the ratio can be off from the bisection alone: each held load lies at most its
   * run's gap below the true limit, so the ratio lies within [ratio × (1 − gap₁), ratio × (1 + gapₙ)].
   */
  range: [number, number] | null;
}

export const TWO_VS_ONE_TARGET = 1.8;
export const FOUR_VS_ONE_TARGET = 3.2;

/** n processes against one, behind the same proxy when both were measured (else against the direct run). */
export function scaling(runs: CapacityRun[], n: 2 | 4): Scaling {
  const target = n === 2 ? TWO_VS_ONE_TARGET : FOUR_VS_ONE_TARGET;
  const many = runs.find((r) => r.name === (n === 2 ? 'proxy-2' : 'proxy-4'));
  const one = runs.find((r) => r.name === 'proxy-1') ?? runs.find((r) => r.name === 'postgres');
  if (!many?.held || !one?.held) {
    return { ratio: null, people_ratio: null, against: one?.description ?? 'nothing', target, met: false, range: null };
  }
  const ratio = Math.round((many.held.rps / one.held.rps) * 100) / 100;
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    ratio,
    people_ratio: r2(many.held.people / one.held.people),
    against: one.description,
    target,
    met: ratio >= target,
    range: one.gap !== null && many.gap !== null ? [r2(ratio / (1 + one.gap)), r2(ratio * (1 + many.gap))] : null,
  };
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
      'throttled %',
      'RSS MB',
      'PG CPU %',
      'proxy CPU %',
      'generator CPU %',
      'gen loop p99 ms',
      'machine busy %',
      'load 1m',
      'across ok/failed',
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
        dash(s.throttled_pct),
        dash(s.server_rss_mb),
        dash(s.db_cpu_pct),
        dash(s.proxy_cpu_pct),
        String(s.generator_cpu_pct),
        String(s.generator_loop_p99_ms),
        String(s.machine_busy_pct),
        String(s.load_1m),
        s.cross ? `${s.cross.ok}/${s.cross.failed}` : '–',
        s === run.held ? 'HELD' : s.ok ? 'ok' : 'over',
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
}
