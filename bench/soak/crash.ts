import fs from 'node:fs';
import path from 'node:path';
import { createAgent, sleep } from './http.ts';
import { Metrics } from './metrics.ts';
import { createPgDatabase, ServerProcess, sqlQuery, type BuildSnapshot } from './server-process.ts';
import { requestBody } from './traffic.ts';
import { ipFor, signUpAndIn, SimUser } from './users.ts';

/**
 * Part 2: kill -9 while writes are being acknowledged. Clients order valuations and mark
 * notifications read, agents accept requests, all at full speed; every 2xx is recorded with its
 * id. The server is killed with SIGKILL mid-stream, restarted on the same DATA_DIR / database
 * (PGlite: the stale DATA_DIR lock must be taken over), and every acknowledged write must be
 * there: through the API as its owner, and on PostgreSQL by a direct SQL count too.
 */

export interface CrashOptions {
  label: string;
  kind: 'pglite' | 'postgres';
  build: BuildSnapshot;
  workDir: string;
  port: number;
  clients: number;
  agents: number;
  /** Writes run this long before the kill (a random point in [min, max]). */
  killAfterMs: [number, number];
  ipPrefix: number;
  authConcurrency: number;
}

interface Ack {
  kind: 'request created' | 'request accepted' | 'notification read';
  owner: SimUser;
  id: string;
  at: number;
}

export interface CrashResult {
  label: string;
  acknowledged: Record<string, number>;
  found: Record<string, number>;
  lost: string[];
  inFlightAtKill: number;
  killedAtMs: number;
  staleLock: string;
  restartMs: number;
  sqlCheck: string;
  servesAfter: boolean;
  /** Errors other than the calls cut by the kill (setup, verification, after restart). */
  metrics: Metrics;
  problems: string[];
}

export async function runCrash(opts: CrashOptions): Promise<CrashResult> {
  const problems: string[] = [];
  const metrics = new Metrics();
  const cut = new Metrics(); // the stream cut by the kill: failures there are expected
  const dataDir = path.join(opts.workDir, `${opts.label}-data`);
  const db = opts.kind === 'postgres' ? await createPgDatabase(opts.label.replace(/\W/g, '_')) : null;
  const server = new ServerProcess(opts.build, {
    name: opts.label,
    port: opts.port,
    dataDir,
    databaseUrl: db?.url,
    trustProxy: true,
    logFile: path.join(opts.workDir, `${opts.label}.log`),
  });
  try {
    await server.start();
    const pool = createAgent();
    const stamp = Date.now().toString(36);
    const people = [
      ...Array.from(
        { length: opts.agents },
        (_, i) =>
          new SimUser(server.url, pool, metrics, 'agent', ipFor(i, opts.ipPrefix), `${opts.label}-${stamp}-agent-${i}`),
      ),
      ...Array.from(
        { length: opts.clients },
        (_, i) =>
          new SimUser(
            server.url,
            pool,
            metrics,
            'user',
            ipFor(opts.agents + i, opts.ipPrefix),
            `${opts.label}-${stamp}-client-${i}`,
          ),
      ),
    ];
    const ready = await signUpAndIn(people, opts.authConcurrency);
    if (ready.length !== people.length) {
      problems.push(`only ${ready.length} of ${people.length} users could sign up and in`);
    }
    for (const p of ready) {
      p.metrics = cut;
    }

    const acks: Ack[] = [];
    let killed = false;
    let inFlight = 0;
    let counter = 0;
    const streamStarted = Date.now();
    const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    };

    async function clientWrites(u: SimUser): Promise<void> {
      for (let i = 0; !killed; i++) {
        if (i % 3 === 2) {
          const page = await tracked(() =>
            u.call<{ items: Array<{ id: string; readAt: string | null }> }>(
              'GET /api/notifications',
              'GET',
              '/api/notifications?limit=20',
            ),
          );
          const unread = page?.data.items.find((n) => n.readAt === null);
          if (unread && !killed) {
            const res = await tracked(() =>
              u.call('POST /api/notifications/:id/read', 'POST', `/api/notifications/${unread.id}/read`, {
                body: {},
                ok: [204],
              }),
            );
            if (res) {
              acks.push({ kind: 'notification read', owner: u, id: unread.id, at: Date.now() });
            }
          }
        } else {
          counter += 1;
          const res = await tracked(() =>
            u.call<{ id: string }>('POST /api/requests', 'POST', '/api/requests', {
              body: requestBody(counter),
              ok: [201],
            }),
          );
          if (res) {
            acks.push({ kind: 'request created', owner: u, id: res.data.id, at: Date.now() });
          }
        }
      }
    }

    async function agentWrites(u: SimUser): Promise<void> {
      while (!killed) {
        const queue = await tracked(() =>
          u.call<{ items: Array<{ id: string; status: string; assignedAgentId: string | null }> }>(
            'GET /api/requests/queue',
            'GET',
            '/api/requests/queue?status=pending&limit=20',
          ),
        );
        const pending = queue?.data.items.filter((q) => q.status === 'pending' && q.assignedAgentId === null) ?? [];
        const item = pending[Math.floor(Math.random() * pending.length)];
        if (!item) {
          await sleep(50);
          continue;
        }
        const res = await tracked(() =>
          u.call('POST /api/requests/:id/accept', 'POST', `/api/requests/${item.id}/accept`, {
            body: {},
            conflicts: [404, 409],
          }),
        );
        if (res?.outcome === 'ok') {
          acks.push({ kind: 'request accepted', owner: u, id: item.id, at: Date.now() });
        }
      }
    }

    const writers = ready.map((u) => (u.role === 'agent' ? agentWrites(u) : clientWrites(u)));
    const killAfter = opts.killAfterMs[0] + Math.random() * (opts.killAfterMs[1] - opts.killAfterMs[0]);
    await sleep(killAfter);
    killed = true;
    const inFlightAtKill = inFlight;
    const killedAt = Date.now();
    await server.kill9();
    await Promise.all(writers);
    pool.destroy();
    const acknowledged = acks;

    // The lock the killed server left behind.
    let staleLock = 'n/a (PostgreSQL: no DATA_DIR lock)';
    if (opts.kind === 'pglite') {
      const lockPath = path.join(dataDir, 'server.lock');
      staleLock = fs.existsSync(lockPath)
        ? `left behind by pid ${(JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number }).pid} (dead)`
        : 'MISSING';
    }

    // Restart on the same data.
    const restartStarted = Date.now();
    try {
      await server.start();
    } catch (error) {
      problems.push(`restart failed: ${(error as Error).message}`);
      return {
        label: opts.label,
        acknowledged: countBy(acknowledged),
        found: {},
        lost: [],
        inFlightAtKill,
        killedAtMs: killedAt - streamStarted,
        staleLock,
        restartMs: Date.now() - restartStarted,
        sqlCheck: 'not run',
        servesAfter: false,
        metrics,
        problems,
      };
    }
    const restartMs = Date.now() - restartStarted;

    // Verify every acknowledged write through the API, as its owner (same cookies: sessions live in the database).
    const verifyPool = createAgent();
    for (const p of ready) {
      p.metrics = metrics;
      p.agent = verifyPool;
    }
    const found: Ack[] = [];
    const lost: string[] = [];
    const notificationsOf = new Map<SimUser, Map<string, string | null>>();
    for (const a of acknowledged.filter((x) => x.kind === 'notification read')) {
      if (!notificationsOf.has(a.owner)) {
        notificationsOf.set(a.owner, await allNotifications(a.owner));
      }
    }
    await Promise.all(
      acknowledged.map(async (a) => {
        let present: boolean;
        if (a.kind === 'notification read') {
          present = Boolean(notificationsOf.get(a.owner)?.get(a.id));
        } else {
          const res = await a.owner.call<{ status: string; assignedAgent: { id: string } | null }>(
            'GET /api/requests/:id',
            'GET',
            `/api/requests/${a.id}`,
            { conflicts: [404] },
          );
          present =
            res?.outcome === 'ok' && (a.kind === 'request created' || res.data.assignedAgent?.id === a.owner.profileId);
        }
        if (present) {
          found.push(a);
        } else {
          lost.push(`${a.kind} ${a.id} (owner ${a.owner.email}, acknowledged ${killedAt - a.at} ms before the kill)`);
        }
      }),
    );

    // A direct count on PostgreSQL.
    let sqlCheck = 'n/a (PGlite: the server holds the folder; checked through the API)';
    if (db) {
      const created = acknowledged.filter((a) => a.kind === 'request created').map((a) => a.id);
      const accepted = acknowledged.filter((a) => a.kind === 'request accepted').map((a) => a.id);
      const read = acknowledged.filter((a) => a.kind === 'notification read').map((a) => a.id);
      const [c] = await sqlQuery<{ n: string }>(
        db.url,
        'select count(*) as n from valuation_requests where id = any($1::uuid[])',
        [created],
      );
      const [s] = await sqlQuery<{ n: string }>(
        db.url,
        "select count(*) as n from valuation_requests where id = any($1::uuid[]) and assigned_agent_id is not null and status <> 'pending'",
        [accepted],
      );
      const [r] = await sqlQuery<{ n: string }>(
        db.url,
        'select count(*) as n from notifications where id = any($1::uuid[]) and read_at is not null',
        [read],
      );
      sqlCheck = `SQL: ${c?.n}/${created.length} requests, ${s?.n}/${accepted.length} accepts, ${r?.n}/${read.length} reads`;
      if (Number(c?.n) !== created.length || Number(s?.n) !== accepted.length || Number(r?.n) !== read.length) {
        problems.push(`direct SQL count differs from the acknowledged writes: ${sqlCheck}`);
      }
    }

    // And it serves normally: every client orders once more and lists; agents read the queue.
    const after = await Promise.all(
      ready.map(async (u) =>
        u.role === 'agent'
          ? Boolean(await u.call('GET /api/requests/queue', 'GET', '/api/requests/queue?limit=20'))
          : Boolean(await u.call('POST /api/requests', 'POST', '/api/requests', { body: requestBody(0), ok: [201] })) &&
            Boolean(await u.call('GET /api/requests', 'GET', '/api/requests?limit=20')),
      ),
    );
    const servesAfter = after.every(Boolean) && metrics.totals.errors === 0;
    verifyPool.destroy();
    return {
      label: opts.label,
      acknowledged: countBy(acknowledged),
      found: countBy(found),
      lost,
      inFlightAtKill,
      killedAtMs: killedAt - streamStarted,
      staleLock,
      restartMs,
      sqlCheck,
      servesAfter,
      metrics,
      problems,
    };
  } finally {
    await server.stop();
    if (opts.kind === 'pglite' && fs.existsSync(path.join(dataDir, 'server.lock'))) {
      problems.push('the DATA_DIR lock was not released on a graceful stop');
    }
    await db?.drop();
  }
}

function countBy(acks: Ack[]): Record<string, number> {
  const out: Record<string, number> = { 'request created': 0, 'request accepted': 0, 'notification read': 0 };
  for (const a of acks) {
    out[a.kind] = (out[a.kind] ?? 0) + 1;
  }
  return out;
}

/** id → readAt of every notification the user has (all pages). */
async function allNotifications(u: SimUser): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  let cursor: string | null = null;
  do {
    const page: { data: { items: Array<{ id: string; readAt: string | null }>; nextCursor: string | null } } | null =
      await u.call(
        'GET /api/notifications',
        'GET',
        `/api/notifications?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
    for (const n of page?.data.items ?? []) {
      out.set(n.id, n.readAt);
    }
    cursor = page?.data.nextCursor ?? null;
  } while (cursor);
  return out;
}
