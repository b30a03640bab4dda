/**
 * When a process's LISTEN connection drops, the events NOTIFYed until it listens again never reach
 * it. The bus reports the loss and the restore (never on close(), never on PGlite); the realtime
 * hub then ends every stream open in that process, and the clients resume from the event log
 * with Last-Event-ID.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestSettings } from '#env.ts';
import { createBus, type BusInterruption } from '#platform/bus.ts';
import { emitAfterCommit } from '#platform/realtime.ts';
import { inTransaction } from '#platform/transaction.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { openStream, until, type SseEvent } from '#test/sse-stream.ts';

const onPostgres = loadTestSettings().testDb === 'postgres';

const t = useTestApp({ actors: { client: { role: 'user', name: 'Wanjiku Kamau' } } });
const {
  actors: { client },
} = t;

/** The database's name, from a PostgreSQL test database's url. */
function nameOf(database: TestDatabase): string {
  if (database.kind !== 'postgres') {
    throw new Error('postgres only');
  }
  return new URL(database.url).pathname.slice(1);
}

/**
 * Refuse (or allow again) new connections to `database`, from the server's maintenance database:
 * while refused, a lost listener cannot reconnect, so the outage lasts as long as the test needs.
 */
async function allowConnections(database: TestDatabase, allow: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: loadTestSettings().testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${nameOf(database)} ALLOW_CONNECTIONS ${allow ? 'true' : 'false'}`);
  } finally {
    await admin.end();
  }
}

describe('the bus', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('close() does not report an interruption', async () => {
    const bus = createBus(database);
    const reported: BusInterruption[] = [];
    bus.onInterrupted((what) => reported.push(what));
    const heard: string[] = [];
    await bus.subscribe('bus_close_test', (payload) => heard.push(payload));
    await bus.publish('bus_close_test', 'hello');
    await until(() => heard.length === 1);
    await bus.close();
    // The listener's socket ends after close() returns; give its 'end' event time to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(reported).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'a terminated listener reports lost, retries until it can reconnect, and reports restored before it delivers again; what was published meanwhile is lost',
    async () => {
      if (database.kind !== 'postgres') {
        throw new Error('postgres only');
      }
      const failures: string[] = [];
      const bus = createBus(database, (message) => failures.push(message), { reconnectDelayMs: 50 });
      const timeline: string[] = [];
      const stop = bus.onInterrupted((what) => timeline.push(what));
      await bus.subscribe('bus_drop_test', (payload) => timeline.push(`message ${payload}`));
      // Publishes from a connection opened before new connections are refused.
      const publisher = new pg.Client({ connectionString: database.url });
      await publisher.connect();
      const publish = (payload: string) => publisher.query("select pg_notify('bus_drop_test', $1)", [payload]);
      try {
        await publish('before');
        await until(() => timeline.includes('message before'));

        await allowConnections(database, false);
        const killed = await publisher.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN "bus_drop_test"'`,
        );
        expect(killed.rowCount).toBe(1);
        await until(() => timeline.includes('lost'));
        await publish('while down');
        await until(() => failures.some((m) => m.startsWith('bus reconnect failed')));
        expect(timeline).toEqual(['message before', 'lost']);

        await allowConnections(database, true);
        await until(() => timeline.includes('restored'));
        await publish('after');
        await until(() => timeline.includes('message after'));
        expect(timeline).toEqual(['message before', 'lost', 'restored', 'message after']);

        // A removed handler hears nothing more.
        stop();
        const other: BusInterruption[] = [];
        bus.onInterrupted((what) => other.push(what));
        await publisher.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN "bus_drop_test"'`);
        await until(() => other.includes('restored'));
        expect(other).toEqual(['lost', 'restored']);
        expect(timeline).toEqual(['message before', 'lost', 'restored', 'message after']);
      } finally {
        await allowConnections(database, true);
        await publisher.end();
        await bus.close();
      }
    },
  );
});

describe.skipIf(!onPostgres)('event streams when the bus listener of their process drops', () => {
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const requestIds = (events: SseEvent[]) => events.filter((e) => e.event === 'request.updated').map((e) => (e.data as { requestId: string }).requestId);

  async function emitUpdate(): Promise<string> {
    const requestId = randomUUID();
    await inTransaction(t.app.ctx, async (tx) => {
      emitAfterCommit(tx, { to: { userIds: [client.userId] }, event: 'request.updated', data: { requestId, status: 'assigned' } });
    });
    return requestId;
  }

  async function openReady(lastEventId?: number) {
    const stream = await openStream(baseUrl, client.cookie, lastEventId === undefined ? {} : { lastEventId });
    expect(stream.res.status).toBe(200);
    const ready = await stream.waitFor((e) => e.event === 'ready');
    if (ready.id === undefined) {
      throw new Error('ready has no id');
    }
    return { stream, position: ready.id };
  }

  it('the streams are ended by the server when the listener is lost and again when it is back; resuming with Last-Event-ID replays what was emitted meanwhile, once', async () => {
    const database = t.database;
    if (database.kind !== 'postgres') {
      throw new Error('postgres only');
    }
    const reported: BusInterruption[] = [];
    const stop = t.app.ctx.bus.onInterrupted((what) => reported.push(what));
    // While new connections are refused, the app works through the pool's idle connections.
    const warm = await Promise.all(Array.from({ length: 5 }, () => database.pool.connect()));
    for (const c of warm) {
      c.release();
    }
    try {
      const first = await openReady();
      await allowConnections(database, false);
      const killed = await database.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'",
      );
      expect(killed.rowCount).toBe(1);
      await until(() => first.stream.isEnded());
      expect(reported).toEqual(['lost']);

      // Emitted while this process does not listen: only the log has it.
      const missed = await emitUpdate();
      const during = await openReady(first.position);
      expect(requestIds(during.stream.events)).toEqual([missed]);
      // Emitted after that stream read its replay, still while nobody here listens.
      const missedLive = await emitUpdate();
      await new Promise((r) => setTimeout(r, 200));
      expect(requestIds(during.stream.events)).toEqual([missed]);
      expect(during.stream.isEnded()).toBe(false);
      expect(reported).toEqual(['lost']);

      await allowConnections(database, true);
      await until(() => during.stream.isEnded(), 10_000);
      expect(reported).toEqual(['lost', 'restored']);

      // The browser resumes after the last id it saw (ready's).
      const resumed = await openReady(during.position);
      expect(requestIds(resumed.stream.events)).toEqual([missedLive]);
      const live = await emitUpdate();
      await resumed.stream.waitFor((e) => (e.data as { requestId?: string }).requestId === live);
      await new Promise((r) => setTimeout(r, 100));
      expect([...requestIds(first.stream.events), ...requestIds(during.stream.events), ...requestIds(resumed.stream.events)]).toEqual([missed, missedLive, live]);
      resumed.stream.close();
    } finally {
      stop();
      await allowConnections(database, true);
    }
  });
});
