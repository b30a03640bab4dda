/**
 * GET /api/events resumes without gaps: every event is logged with a commit-ordered, gapless id
 * in the transaction of its change; a stream reopened with Last-Event-ID (or ?lastEventId=)
 * first gets the events it missed that it is in the audience of, then `ready`, then live ones.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#app.ts';
import { openPostgres, type Database } from '#db/client.ts';
import { realtimeEvents as eventLog } from '#db/schema/realtime-events.table.ts';
import { loadTestSettings } from '#env.ts';
import { emitAfterCommit, emitEvent, type Audience } from '#platform/realtime.ts';
import { pruneEvents } from '#platform/realtime-log.ts';
import { RefusedEventError } from '#platform/realtime-registry.ts';
import { inTransaction } from '#platform/transaction.ts';
import { TEST_SECRET, testSettings } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { openStream, until, type SseEvent } from '#test/sse-stream.ts';
import { requestUpdated } from '../lifecycle/index.ts';

const t = useTestApp({
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    other: { role: 'user', name: 'Otieno Ouma' },
    agent: { role: 'agent', name: 'Agnes Valuer' },
  },
});
const {
  actors: { client, other, agent },
} = t;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Commit one `request.updated` (for a fresh request id) addressed to `to`; returns the request id. */
async function emitUpdate(to: Audience, app: App = t.app): Promise<string> {
  const requestId = randomUUID();
  await inTransaction(app.ctx, async (tx) => {
    emitAfterCommit(tx, { to, event: 'request.updated', data: { requestId, status: 'assigned' } });
  });
  return requestId;
}

const updates = (events: SseEvent[]) => events.filter((e) => e.event === 'request.updated');
const idOf = (e: SseEvent | undefined) => {
  if (e?.id === undefined) {
    throw new Error('the frame has no id');
  }
  return e.id;
};

/** Opens a stream and waits for its `ready`; returns the stream and its position. */
async function openReady(app: string, cookie: string, options: Parameters<typeof openStream>[2] = {}) {
  const stream = await openStream(app, cookie, options);
  expect(stream.res.status).toBe(200);
  const ready = await stream.waitFor((e) => e.event === 'ready');
  return { stream, ready, position: idOf(ready) };
}

describe('resuming a stream', () => {
  it('an event raised while the client was away is replayed once on reconnect with Last-Event-ID, before ready and live events', async () => {
    const first = await openReady(baseUrl, client.cookie);
    expect(first.ready.data).toEqual({ reset: false });
    first.stream.close();

    const missed = await emitUpdate({ userIds: [client.userId] });
    const second = await openReady(baseUrl, client.cookie, { lastEventId: first.position });
    expect(second.ready.data).toEqual({ reset: false });
    const replayed = updates(second.stream.events);
    expect(replayed.map((e) => (e.data as { requestId: string }).requestId)).toEqual([missed]);
    expect(idOf(replayed[0])).toBeGreaterThan(first.position);
    // The replay comes before `ready`, whose id is the stream's position.
    expect(second.stream.events.findIndex((e) => e.event === 'request.updated')).toBeLessThan(second.stream.events.findIndex((e) => e.event === 'ready'));
    expect(second.position).toBeGreaterThanOrEqual(idOf(replayed[0]));

    // Live events follow, and the replayed one never comes again.
    const live = await emitUpdate({ userIds: [client.userId] });
    await second.stream.waitFor((e) => (e.data as { requestId?: string }).requestId === live);
    expect(updates(second.stream.events).map((e) => (e.data as { requestId: string }).requestId)).toEqual([missed, live]);
    second.stream.close();
  });

  it('?lastEventId= resumes too (EventSource cannot set headers); the header wins over it', async () => {
    const first = await openReady(baseUrl, client.cookie);
    first.stream.close();
    const a = await emitUpdate({ userIds: [client.userId] });
    const b = await emitUpdate({ userIds: [client.userId] });

    const byParam = await openReady(baseUrl, client.cookie, { lastEventIdParam: first.position });
    expect(updates(byParam.stream.events).map((e) => (e.data as { requestId: string }).requestId)).toEqual([a, b]);
    byParam.stream.close();

    const aId = idOf(updates(byParam.stream.events)[0]);
    const both = await openReady(baseUrl, client.cookie, { lastEventId: aId, lastEventIdParam: first.position });
    expect(updates(both.stream.events).map((e) => (e.data as { requestId: string }).requestId)).toEqual([b]);
    both.stream.close();
  });

  it("never replays another user's events; role-addressed events reach that role only", async () => {
    const start = (await openReady(baseUrl, client.cookie)).position;
    const forOther = await emitUpdate({ userIds: [other.userId] });
    const forAgents = await emitUpdate({ roles: ['agent'] });
    const forClient = await emitUpdate({ userIds: [client.userId] });

    const asClient = await openReady(baseUrl, client.cookie, { lastEventId: start });
    expect(updates(asClient.stream.events).map((e) => (e.data as { requestId: string }).requestId)).toEqual([forClient]);
    const asOther = await openReady(baseUrl, other.cookie, { lastEventId: start });
    expect(updates(asOther.stream.events).map((e) => (e.data as { requestId: string }).requestId)).toEqual([forOther]);
    const asAgent = await openReady(baseUrl, agent.cookie, { lastEventId: start });
    expect(updates(asAgent.stream.events).map((e) => (e.data as { requestId: string }).requestId)).toEqual([forAgents]);
    for (const s of [asClient, asOther, asAgent]) {
      s.stream.close();
    }
  });

  it('an id the log no longer covers (pruned, or unknown) asks the client to refetch everything', async () => {
    const start = (await openReady(baseUrl, client.cookie)).position;
    await emitUpdate({ userIds: [client.userId] });
    await emitUpdate({ userIds: [client.userId] });
    await t.app.ctx.db.execute(sql`update ${eventLog} set created_at = now() - interval '2 days' where id > ${start}`);
    // Pruning keeps the newest event, so only the first of the two goes.
    expect(await pruneEvents(t.app.ctx.db, new Date(Date.now() - 24 * 3600_000))).toBeGreaterThanOrEqual(1);

    const stale = await openReady(baseUrl, client.cookie, { lastEventId: start });
    expect(stale.ready.data).toEqual({ reset: true });
    expect(updates(stale.stream.events)).toEqual([]);
    stale.stream.close();

    const future = await openReady(baseUrl, client.cookie, { lastEventId: stale.position + 1000 });
    expect(future.ready.data).toEqual({ reset: true });
    future.stream.close();

    // From the newest kept event on, resuming works again.
    const fresh = await openReady(baseUrl, client.cookie, { lastEventId: stale.position });
    expect(fresh.ready.data).toEqual({ reset: false });
    fresh.stream.close();
  });

  it('a Last-Event-ID that is not a number starts afresh', async () => {
    const s = await openReady(baseUrl, client.cookie, { lastEventId: 'abc' });
    expect(s.ready.data).toEqual({ reset: false });
    s.stream.close();
  });
});

describe('concurrent emitters', () => {
  it('ids follow commit order without gaps: a transaction that emits first but commits last is not lost', async () => {
    const watch = await openReady(baseUrl, client.cookie);
    const to = { userIds: [client.userId] };
    const early = randomUUID();
    const late = randomUUID();
    let emitted!: () => void;
    const emittedEarly = new Promise<void>((resolve) => (emitted = resolve));
    // `early` emits first, then keeps its transaction open while `late` emits and commits.
    const slow = inTransaction(t.app.ctx, async (tx) => {
      emitEvent(tx, requestUpdated, { requestId: early, status: 'assigned' }, { userIds: to.userIds, queueChanges: false });
      emitted();
      await tx.execute(sql`select pg_sleep(0.3)`);
    });
    await emittedEarly;
    const fast = inTransaction(t.app.ctx, async (tx) => {
      emitEvent(tx, requestUpdated, { requestId: late, status: 'assigned' }, { userIds: to.userIds, queueChanges: false });
    });
    await Promise.all([slow, fast]);
    const many = await Promise.all(Array.from({ length: 8 }, () => emitUpdate(to)));

    const ids = [early, late, ...many];
    await until(() => updates(watch.stream.events).length === ids.length);
    const seen = updates(watch.stream.events);
    const seenIds = seen.map(idOf);
    // Live delivery is in id order, consecutive (no gap), each event once.
    expect(seenIds).toEqual(seenIds.map((_, i) => watch.position + 1 + i));
    expect(new Set(seen.map((e) => (e.data as { requestId: string }).requestId))).toEqual(new Set(ids));
    watch.stream.close();

    // Resuming from any point gets exactly the rest.
    for (const [i, id] of seenIds.entries()) {
      const resumed = await openReady(baseUrl, client.cookie, { lastEventId: id });
      expect(updates(resumed.stream.events).map(idOf)).toEqual(seenIds.slice(i + 1));
      resumed.stream.close();
    }
  });
});

describe('refused events', () => {
  it('an unregistered event or a payload that fails its schema throws (outside production) and rolls the change back', async () => {
    const before = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(eventLog);
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        emitAfterCommit(tx, { to: { userIds: [client.userId] }, event: 'nope.unknown', data: {} });
      }),
    ).rejects.toBeInstanceOf(RefusedEventError);
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        emitAfterCommit(tx, { to: { userIds: [client.userId] }, event: 'request.updated', data: { requestId: 'not-a-uuid', status: 'assigned' } });
      }),
    ).rejects.toBeInstanceOf(RefusedEventError);
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        // A status no request can have.
        emitAfterCommit(tx, { to: { userIds: [client.userId] }, event: 'request.updated', data: { requestId: randomUUID(), status: 'sold' } });
      }),
    ).rejects.toBeInstanceOf(RefusedEventError);
    const after = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(eventLog);
    expect(after).toEqual(before);
  });

  it('an event emitted outside inTransaction is refused', () => {
    expect(() => emitAfterCommit(t.app.ctx.db, { to: { userIds: [client.userId] }, event: 'request.updated', data: { requestId: randomUUID(), status: 'assigned' } })).toThrow(
      /inTransaction/,
    );
  });

  it('a rolled-back transaction logs and sends nothing, and its id is not a gap', async () => {
    const watch = await openReady(baseUrl, client.cookie);
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        emitAfterCommit(tx, { to: { userIds: [client.userId] }, event: 'request.updated', data: { requestId: randomUUID(), status: 'assigned' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const next = await emitUpdate({ userIds: [client.userId] });
    const got = await watch.stream.waitFor((e) => e.event === 'request.updated');
    expect(got.data).toEqual({ requestId: next, status: 'assigned' });
    expect(got.id).toBe(watch.position + 1);
    watch.stream.close();
  });
});

describe.skipIf(loadTestSettings().testDb !== 'postgres')('two server processes on one PostgreSQL', () => {
  let second: Database;
  let app2: App;
  let baseUrl2: string;

  beforeAll(async () => {
    if (t.database.kind !== 'postgres') {
      throw new Error('postgres only');
    }
    second = await openPostgres(t.database.url, 3);
    app2 = await buildApp({ database: second, settings: testSettings(), secret: TEST_SECRET, logger: false });
    baseUrl2 = await app2.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app2.close();
    await second.close();
  });

  it('a stream resumes on the other process, and both processes emit into one gapless sequence', async () => {
    const first = await openReady(baseUrl, client.cookie);
    first.stream.close();
    const viaOne = await emitUpdate({ userIds: [client.userId] }, t.app);
    const viaTwo = await emitUpdate({ userIds: [client.userId] }, app2);
    const resumed = await openReady(baseUrl2, client.cookie, { lastEventId: first.position });
    const replayed = updates(resumed.stream.events);
    expect(replayed.map((e) => (e.data as { requestId: string }).requestId)).toEqual([viaOne, viaTwo]);
    expect(replayed.map(idOf)).toEqual([first.position + 1, first.position + 2]);

    // Concurrent emits through both processes reach the open stream once each, in id order.
    await Promise.all(Array.from({ length: 6 }, (_, i) => emitUpdate({ userIds: [client.userId] }, i % 2 ? app2 : t.app)));
    await until(() => updates(resumed.stream.events).length === 8);
    const ids = updates(resumed.stream.events).map(idOf);
    expect(ids).toEqual(ids.map((_, i) => first.position + 1 + i));
    resumed.stream.close();
  });
});
