import { createBehaviour } from './behaviour.ts';
import { createAgent, sleep } from './http.ts';
import { Metrics } from './metrics.ts';
import { EventStream, ipFor, SimUser, type Role } from './users.ts';

/**
 * Part 1: N simulated people against one server. Every person signs up and signs in once from
 * an address of their own (X-Forwarded-For, the server runs with TRUST_PROXY), keeps the event
 * stream open like the web app, then browses with think time: clients (most) read their
 * dashboard, list and open their requests, order valuations and read notifications; agents
 * (~10 %) work the queue, accept (racing each other), schedule visits and list them; two admins
 * assign pending requests to agents.
 */

export { requestBody } from './behaviour.ts';

const rand = (min: number, max: number) => min + Math.random() * (max - min);

export interface TrafficOptions {
  label: string;
  base: string;
  users: number;
  durationS: number;
  thinkMs: [number, number];
  /** Share of agents among the users (the rest minus the admins are clients). */
  agentShare: number;
  admins: number;
  /** First octet of the simulated addresses (distinct per run, so runs never share a rate-limit window). */
  ipPrefix: number;
  /** Sign-ups / sign-ins in flight at once during the ramp. */
  authConcurrency: number;
  progress?: (line: string) => void;
  /** CPU seconds the server process has used so far (to report its load in the steady window). */
  serverCpuSeconds?: () => number | null;
}

export interface TrafficResult {
  label: string;
  setup: Metrics;
  steady: Metrics;
  people: { clients: number; agents: number; admins: number; signedIn: number };
  setupSeconds: number;
  /** The server process's CPU use during the steady window, in % of one core (null if unknown). */
  serverCpuPercent: number | null;
  /** Notifications the server created during the run (from the acknowledged actions) vs. events the streams received. */
  notificationsExpected: number;
  notificationsDelivered: number;
  events: Record<string, number>;
  business: Record<string, number>;
}

export async function runTraffic(opts: TrafficOptions): Promise<TrafficResult> {
  const setup = new Metrics();
  const steady = new Metrics();
  const pool = createAgent();
  const admins = opts.admins;
  const agents = Math.max(1, Math.round(opts.users * opts.agentShare));
  const clients = opts.users - agents - admins;
  const stamp = Date.now().toString(36);
  const roles: Role[] = [
    ...Array<Role>(admins).fill('admin'),
    ...Array<Role>(agents).fill('agent'),
    ...Array<Role>(clients).fill('user'),
  ];
  const people = roles.map(
    (role, i) =>
      new SimUser(opts.base, pool, setup, role, ipFor(i, opts.ipPrefix), `${opts.label}-${stamp}-${role}-${i}`),
  );

  const behaviour = createBehaviour(opts.thinkMs);
  const business: Record<string, number> = behaviour.business;
  // Until everybody is signed in there is no deadline; then the measured window starts.
  let deadline = Number.POSITIVE_INFINITY;
  const live: SimUser[] = [];
  const streams: EventStream[] = [];
  const loops: Array<Promise<void>> = [];

  // Sign-up and sign-in (scrypt, ~0.1-1 s of CPU each on the server): a few at a time, as people
  // arrive; each keeps the event stream open and starts browsing once everybody is in.
  let go: () => void = () => undefined;
  const allIn = new Promise<void>((resolve) => {
    go = resolve;
  });
  const setupStarted = performance.now();
  let next = 0;
  const ticker = setInterval(() => opts.progress?.(`${opts.label}: ${live.length}/${people.length} signed in`), 15_000);
  await Promise.all(
    Array.from({ length: opts.authConcurrency }, async () => {
      while (next < people.length) {
        const p = people[next]!;
        next += 1;
        if ((await p.signUp()) && (await p.signIn())) {
          const stream = new EventStream(p, setup);
          await stream.open();
          live.push(p);
          streams.push(stream);
          loops.push(
            allIn
              .then(() => sleep(rand(0, opts.thinkMs[1])))
              .then(() => behaviour.run(p, () => Date.now() >= deadline)),
          );
        }
      }
    }),
  );
  clearInterval(ticker);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  opts.progress?.(
    `${opts.label}: all ${live.length} in after ${setupSeconds.toFixed(0)} s; steady window of ${opts.durationS} s starts`,
  );
  setup.endedAt = performance.now();
  for (const p of live) {
    p.metrics = steady;
  }
  for (const s of streams) {
    s.metrics = steady;
  }
  steady.startedAt = performance.now();
  deadline = Date.now() + opts.durationS * 1000;
  const cpuAtStart = opts.serverCpuSeconds?.() ?? null;
  go();

  await Promise.all(loops);
  steady.endedAt = performance.now();
  const cpuAtEnd = opts.serverCpuSeconds?.() ?? null;
  const serverCpuPercent =
    cpuAtStart !== null && cpuAtEnd !== null ? (100 * (cpuAtEnd - cpuAtStart)) / steady.seconds() : null;
  // Let the last events arrive, then close the streams.
  await sleep(1500);
  const events: Record<string, number> = {};
  for (const s of streams) {
    s.close();
    for (const [name, n] of s.counts) {
      events[name] = (events[name] ?? 0) + n;
    }
  }
  // Every stored notification should have reached its owner's open stream live.
  const check = new Metrics();
  let notificationsExpected = 0;
  await Promise.all(
    live.map(async (u) => {
      u.metrics = check;
      let cursor: string | null = null;
      do {
        const page: { data: { items: unknown[]; nextCursor: string | null } } | null = await u.call(
          'GET /api/notifications',
          'GET',
          `/api/notifications?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        notificationsExpected += page?.data.items.length ?? 0;
        cursor = page?.data.nextCursor ?? null;
      } while (cursor);
    }),
  );
  for (const line of check.errorSamples) {
    steady.recordError('notification count check', line);
  }
  pool.destroy();
  return {
    label: opts.label,
    setup,
    steady,
    people: { clients, agents, admins, signedIn: live.length },
    setupSeconds,
    serverCpuPercent,
    notificationsExpected,
    notificationsDelivered: events.notification ?? 0,
    events,
    business,
  };
}
