import { isWeekend, nairobiToday, visitTimeSlots } from '@thamani/domain/visits';
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

interface QueueItem {
  id: string;
  status: string;
  assignedAgentId: string | null;
  property: { id: string } | null;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Weekdays from the day after tomorrow (Nairobi): always future, whatever the hour of the run. */
function futureWeekdays(count: number): string[] {
  const days: string[] = [];
  for (let i = 2; days.length < count; i++) {
    const ymd = addDays(nairobiToday(), i);
    if (!isWeekend(ymd)) {
      days.push(ymd);
    }
  }
  return days;
}

const SLOTS = visitTimeSlots();
const VISIT_DAYS = futureWeekdays(40);

/** A valid POST /api/requests body (as test-app.ts requestBody(), with a future preferred date). */
export function requestBody(n: number): Record<string, unknown> {
  return {
    title: `Soak plot ${n} in Kilimani`,
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Rd, Nairobi',
    lrNumber: 'LR No. 209/12345',
    sizeSqm: 450,
    bedrooms: 3,
    purpose: 'mortgage',
    preferredDate: addDays(nairobiToday(), 7),
    contactPhone: '+254 712 345 678',
    notes: 'Soak test',
  };
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

  const business: Record<string, number> = { ordered: 0, accepted: 0, assigned: 0, scheduled: 0, markedRead: 0 };
  let requestCounter = 0;
  const agentIds: string[] = [];
  // Until everybody is signed in there is no deadline; then the measured window starts.
  let deadline = Number.POSITIVE_INFINITY;
  const live: SimUser[] = [];
  const streams: EventStream[] = [];
  const loops: Array<Promise<void>> = [];
  const think = () => sleep(rand(opts.thinkMs[0], opts.thinkMs[1]));

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
              .then(() => (p.role === 'admin' ? adminLoop(p) : p.role === 'agent' ? agentLoop(p) : clientLoop(p))),
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

  async function clientLoop(u: SimUser): Promise<void> {
    const mine: string[] = [];
    while (Date.now() < deadline) {
      const r = Math.random();
      if (r < 0.3) {
        // The dashboard: counters, unread count, notifications and recent requests at once.
        await Promise.all([
          u.call('GET /api/requests/stats', 'GET', '/api/requests/stats'),
          u.call('GET /api/notifications/unread-count', 'GET', '/api/notifications/unread-count'),
          u.call('GET /api/notifications', 'GET', '/api/notifications?limit=20'),
          u.call('GET /api/requests', 'GET', '/api/requests?limit=20'),
        ]);
      } else if (r < 0.5) {
        const list = await u.call<{ items: Array<{ id: string }> }>(
          'GET /api/requests',
          'GET',
          '/api/requests?limit=20',
        );
        for (const item of list?.data.items ?? []) {
          if (!mine.includes(item.id)) {
            mine.push(item.id);
          }
        }
      } else if (r < 0.7) {
        const id = pick(mine);
        if (id) {
          await u.call('GET /api/requests/:id', 'GET', `/api/requests/${id}`);
        } else {
          await u.call('GET /api/requests', 'GET', '/api/requests?limit=20');
        }
      } else if (r < 0.85) {
        requestCounter += 1;
        const created = await u.call<{ id: string }>('POST /api/requests', 'POST', '/api/requests', {
          body: requestBody(requestCounter),
          ok: [201],
        });
        if (created) {
          business.ordered! += 1;
          mine.push(created.data.id);
          await u.call('GET /api/requests/:id', 'GET', `/api/requests/${created.data.id}`);
        }
      } else {
        const page = await u.call<{ items: Array<{ id: string; readAt: string | null }> }>(
          'GET /api/notifications',
          'GET',
          '/api/notifications?limit=20',
        );
        const unread = page?.data.items.find((n) => n.readAt === null);
        if (unread) {
          const done = await u.call(
            'POST /api/notifications/:id/read',
            'POST',
            `/api/notifications/${unread.id}/read`,
            { body: {}, ok: [204] },
          );
          if (done) {
            business.markedRead! += 1;
          }
        }
      }
      await think();
    }
  }

  async function agentLoop(u: SimUser): Promise<void> {
    let queue: QueueItem[] = [];
    let slot = 0;
    while (Date.now() < deadline) {
      const r = Math.random();
      if (r < 0.3 || queue.length === 0) {
        const res = await u.call<{ items: QueueItem[] }>(
          'GET /api/requests/queue',
          'GET',
          '/api/requests/queue?limit=20',
        );
        queue = res?.data.items ?? [];
      } else if (r < 0.6) {
        const item = pick(queue.filter((q) => q.status === 'pending' && q.assignedAgentId === null));
        if (item) {
          // Other agents (and the admins) race for the same requests: 409 (or 404 once it is someone else's) is expected.
          const res = await u.call('POST /api/requests/:id/accept', 'POST', `/api/requests/${item.id}/accept`, {
            body: {},
            conflicts: [404, 409],
          });
          if (res?.outcome === 'ok') {
            business.accepted! += 1;
            item.status = 'assigned';
            item.assignedAgentId = u.profileId;
          } else {
            queue = queue.filter((q) => q !== item);
          }
        }
      } else if (r < 0.8) {
        const item = queue.find((q) => q.status === 'assigned' && q.assignedAgentId === u.profileId && q.property);
        if (item?.property) {
          const day = VISIT_DAYS[Math.floor(slot / SLOTS.length) % VISIT_DAYS.length]!;
          const time = SLOTS[slot % SLOTS.length]!;
          slot += 1;
          const res = await u.call('POST /api/visits', 'POST', '/api/visits', {
            body: { requestId: item.id, propertyId: item.property.id, date: day, time, durationMinutes: 30 },
            ok: [201],
            // 409: a slot or visit race; 404: an admin reassigned the request to another agent meanwhile.
            conflicts: [404, 409],
          });
          if (res?.outcome === 'ok') {
            business.scheduled! += 1;
          }
          item.status = 'visit_scheduled';
        } else {
          await u.call('GET /api/visits', 'GET', '/api/visits?limit=20');
        }
      } else {
        await Promise.all([
          u.call('GET /api/visits', 'GET', '/api/visits?limit=20'),
          u.call('GET /api/notifications/unread-count', 'GET', '/api/notifications/unread-count'),
        ]);
      }
      await think();
    }
  }

  async function adminLoop(u: SimUser): Promise<void> {
    let queue: QueueItem[] = [];
    while (Date.now() < deadline) {
      const r = Math.random();
      if (agentIds.length === 0) {
        const res = await u.call<{ items: Array<{ id: string }> }>('GET /api/agents', 'GET', '/api/agents');
        agentIds.push(...(res?.data.items.map((a) => a.id) ?? []));
      } else if (r < 0.45 || queue.length === 0) {
        const res = await u.call<{ items: QueueItem[] }>(
          'GET /api/requests/queue',
          'GET',
          '/api/requests/queue?status=pending&limit=20',
        );
        queue = res?.data.items ?? [];
      } else if (r < 0.85) {
        const item = pick(queue.filter((q) => q.status === 'pending' && q.assignedAgentId === null));
        const agentId = pick(agentIds);
        if (item && agentId) {
          // An agent may have accepted it meanwhile: assign then moves it to another agent (allowed), so only 409 is a refusal.
          const res = await u.call<{ assignedAgent: { id: string } | null }>(
            'POST /api/requests/:id/assign',
            'POST',
            `/api/requests/${item.id}/assign`,
            {
              body: { agentId },
              conflicts: [409],
            },
          );
          if (res?.outcome === 'ok') {
            business.assigned! += 1;
          }
          queue = queue.filter((q) => q !== item);
        }
      } else {
        await u.call('GET /api/visits', 'GET', '/api/visits?limit=20');
      }
      await think();
    }
  }

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
