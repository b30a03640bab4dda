import { JOB_MESSAGES } from '@thamani/domain/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '#app.ts';
import {
  createTestApp,
  createTestDatabase,
  mailsTo,
  newActor,
  uniqueEmail,
  type Actor,
  type TestDatabase,
} from '#test/test-app.ts';
import type { Database } from '#db/client.ts';
import { MAIL_JOB } from '../mail.ts';
import { inTransaction } from '../transaction.ts';
import type { JobStatus } from './job-queue.ts';
import { createJobQueue } from './pg-boss-queue.ts';

const Payload = z.object({ n: z.number() });

/** Poll a job until `done` holds (bounded). */
async function waitForStatus(
  app: App,
  id: string,
  done: (s: JobStatus | null) => boolean,
  timeoutMs = 20_000,
): Promise<JobStatus | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await app.ctx.jobs.getStatus(id);
    if (done(status) || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('background jobs', () => {
  let database: TestDatabase;
  let app: App;
  let client: Actor;
  let other: Actor;
  let admin: Actor;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, {}, undefined, { jobs: { pollingIntervalSeconds: 0.5 } });
    [client, other, admin] = await Promise.all([newActor(app, 'user'), newActor(app, 'user'), newActor(app, 'admin')]);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('retries a failing job with back-off until it succeeds', async () => {
    const runs: number[] = [];
    await app.ctx.jobs.register({
      name: 'test.flaky',
      schema: Payload,
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: true,
      failedMessage: 'Flaky failed.',
      handle: async () => {
        runs.push(Date.now());
        if (runs.length <= 2) {
          throw new Error(`attempt ${runs.length} failed`);
        }
      },
    });
    const id = await app.ctx.jobs.send('test.flaky', { n: 1 });
    const status = await waitForStatus(app, id, (s) => s?.state === 'completed');
    expect(status).toMatchObject({ state: 'completed', progress: 100, error: null });
    expect(runs).toHaveLength(3);
    // Back-off: each retry waits at least the delay, the second longer than the first's minimum.
    const [first = 0, second = 0, third = 0] = runs;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
  });

  it('a job that keeps failing ends failed, with its message for people (never the internal error)', async () => {
    let runs = 0;
    await app.ctx.jobs.register({
      name: 'test.broken',
      schema: Payload,
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      failedMessage: 'The broken job could not be finished.',
      handle: async () => {
        runs += 1;
        throw new Error('connect ECONNREFUSED 10.0.0.9:25');
      },
    });
    const id = await app.ctx.jobs.send('test.broken', { n: 2 }, { ownerUserId: client.userId });
    const status = await waitForStatus(app, id, (s) => s?.state === 'failed');
    expect(status).toMatchObject({ state: 'failed', error: 'The broken job could not be finished.' });
    expect(runs).toBe(2);
    const res = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { cookie: client.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, state: 'failed', progress: 0, error: 'The broken job could not be finished.' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('shows progress to the person who caused the job and to admins; others get 404', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reported: () => void = () => undefined;
    const hasReported = new Promise<void>((resolve) => {
      reported = resolve;
    });
    await app.ctx.jobs.register({
      name: 'test.slow',
      schema: Payload,
      failedMessage: 'Slow failed.',
      handle: async (_payload, job) => {
        await job.reportProgress(40);
        reported();
        await released;
      },
    });
    const id = await app.ctx.jobs.send('test.slow', { n: 3 }, { ownerUserId: client.userId });
    const get = (cookie?: string) =>
      app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: cookie ? { cookie } : {} });

    await hasReported;
    expect((await get(client.cookie)).json()).toEqual({ id, state: 'running', progress: 40, error: null });
    expect((await get(admin.cookie)).statusCode).toBe(200);
    const foreign = await get(other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
    expect((await get()).statusCode).toBe(401);
    // An id that does not exist answers exactly like someone else's job.
    const missing = await app.inject({
      method: 'GET',
      url: '/api/jobs/00000000-0000-4000-8000-000000000000',
      headers: { cookie: other.cookie },
    });
    expect(missing.json()).toEqual(foreign.json());

    release();
    expect(await waitForStatus(app, id, (s) => s?.state === 'completed')).toMatchObject({
      state: 'completed',
      progress: 100,
    });
    expect((await get(client.cookie)).json()).toEqual({ id, state: 'completed', progress: 100, error: null });
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    const toRolledBack = uniqueEmail('rolled-back');
    const toCommitted = uniqueEmail('committed');
    let rolledBackId = '';
    await expect(
      app.ctx.db.transaction(async (tx) => {
        rolledBackId = await app.ctx.jobs.send(
          MAIL_JOB,
          { to: toRolledBack, subject: 'Never', text: 'x', html: 'x' },
          { tx },
        );
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(rolledBackId).not.toBe('');
    expect(await app.ctx.jobs.getStatus(rolledBackId)).toBeNull();

    const committedId = await app.ctx.db.transaction((tx) =>
      app.ctx.jobs.send(MAIL_JOB, { to: toCommitted, subject: 'Yes', text: 'x', html: 'x' }, { tx }),
    );
    await waitForStatus(app, committedId, (s) => s?.state === 'completed');
    expect(await mailsTo(app, toRolledBack)).toHaveLength(0);
    expect((await mailsTo(app, toCommitted)).map((m) => m.id)).toEqual([committedId]);
  });

  it('sending mail enqueues a job; the dev mailbox row is keyed by the job id', async () => {
    const to = uniqueEmail('queued');
    const id = await app.ctx.jobs.send(
      MAIL_JOB,
      { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
      { ownerUserId: client.userId },
    );
    expect((await mailsTo(app, to)).map((m) => m.id)).toEqual([id]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { cookie: client.cookie } })).json(),
    ).toMatchObject({ state: 'completed' });
  });

  it('refuses a payload that does not match the job schema, at send time', async () => {
    await expect(app.ctx.jobs.send(MAIL_JOB, { to: '', subject: 1 })).rejects.toThrow();
    await expect(app.ctx.jobs.send('test.unknown', {})).rejects.toThrow(/no job named/);
  });
});

describe('a burst of background jobs', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A long polling interval: jobs left by a transaction (which cannot wake the worker) wait for the poll.
    app = await createTestApp(database, {}, undefined, { jobs: { pollingIntervalSeconds: 30 } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('is worked through one job after another, not one job per polling interval', async () => {
    const done: number[] = [];
    await app.ctx.jobs.register({
      name: 'test.burst',
      schema: Payload,
      failedMessage: 'Burst failed.',
      handle: async ({ n }) => {
        done.push(n);
      },
    });
    await app.ctx.db.transaction(async (tx) => {
      for (let n = 1; n <= 4; n++) {
        await app.ctx.jobs.send('test.burst', { n }, { tx });
      }
    });
    // A send outside a transaction wakes the worker: it takes one job; without looking again at once
    // after each, the other four would wait a polling interval each (two minutes).
    await app.ctx.jobs.send('test.burst', { n: 5 });
    await app.ctx.jobs.whenIdle('test.burst', 25_000);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('runs a job sent inside a committed transaction right away, not at the next poll', async () => {
    const done: string[] = [];
    await app.ctx.jobs.register({
      name: 'test.after-commit',
      schema: z.object({ id: z.string() }),
      failedMessage: 'After-commit failed.',
      handle: async ({ id }) => {
        done.push(id);
      },
    });
    // Let the worker's first look for work pass: from here on it would sleep the 30 s interval.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await inTransaction(app.ctx, async (tx) => {
      await app.ctx.jobs.send('test.after-commit', { id: 'committed' }, { tx });
    });
    // Well under the 30 s polling interval: the commit woke the worker.
    await app.ctx.jobs.whenIdle('test.after-commit', 10_000);
    expect(done).toEqual(['committed']);
  });

  it('never runs a job whose transaction rolled back', async () => {
    const done: string[] = [];
    await app.ctx.jobs.register({
      name: 'test.rolled-back',
      schema: z.object({ id: z.string() }),
      failedMessage: 'Rolled back failed.',
      handle: async ({ id }) => {
        done.push(id);
      },
    });
    await expect(
      inTransaction(app.ctx, async (tx) => {
        await app.ctx.jobs.send('test.rolled-back', { id: 'rolled back' }, { tx });
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    await app.ctx.jobs.send('test.rolled-back', { id: 'later' });
    await app.ctx.jobs.whenIdle('test.rolled-back', 10_000);
    expect(done).toEqual(['later']);
  });
});

describe('stopping the queue', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('waits for a handler that outlives the stop bound, so it never meets a closed connection', async () => {
    const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 100 });
    let started = false;
    let finished = false;
    await queue.register({
      name: 'test.slow',
      schema: Payload,
      failedMessage: 'Slow failed.',
      handle: async () => {
        started = true;
        // Longer than pg-boss's graceful bound (at least 1 s), then one more statement.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await database.db.execute(sql`select 1`);
        finished = true;
      },
    });
    await queue.start();
    await queue.send('test.slow', { n: 1 });
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    await queue.stop();
    expect(finished).toBe(true);
  });

  it('hands back, unrun, a job whose fetch was under way when stopping began', async () => {
    const fetch = holdFetches(database);
    const queue = createJobQueue(fetch.database, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 100 });
    let runs = 0;
    await queue.register({
      name: 'test.late',
      schema: Payload,
      failedMessage: 'Late failed.',
      handle: async () => {
        runs += 1;
      },
    });
    await queue.start();
    fetch.hold();
    const id = await queue.send('test.late', { n: 1 });
    await fetch.waiting;
    const stopping = queue.stop();
    fetch.release();
    await stopping;
    expect(runs).toBe(0);
    // Back in the queue, failed once to be retried, so the next process runs it.
    const result = (await database.db.execute(sql`select state from pgboss.job where id = ${id}`)) as unknown as { rows: Array<{ state: string }> };
    expect(result.rows[0]?.state).toBe('retry');
    expect((await queue.getStatus(id))?.state).toBe('queued');
  });
});

/**
 * The database with pg-boss's job fetches held at a gate while `hold()` is on: `waiting` settles
 * once a fetch is held, `release()` lets it through.
 */
function holdFetches(database: TestDatabase) {
  let holding = false;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let signalWaiting = () => undefined as void;
  const waiting = new Promise<void>((resolve) => (signalWaiting = resolve));
  const target: { query: (text: string, values?: unknown[]) => Promise<unknown> } = database.kind === 'pglite' ? database.client : database.pool;
  const query = target.query.bind(target);
  const held = new Proxy(target, {
    get(object, key) {
      if (key === 'query') {
        return async (text: string, values?: unknown[]) => {
          if (holding && text.includes('SKIP LOCKED')) {
            signalWaiting();
            await gate;
          }
          return query(text, values);
        };
      }
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
  return {
    database: (database.kind === 'pglite' ? { ...database, client: held } : { ...database, pool: held }) as unknown as Database,
    waiting,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      release();
    },
  };
}
