import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReadinessResponse } from '@thamani/domain/system';
import { buildApp, type App } from '#app.ts';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import { TEST_SECRET, createTestApp, createTestDatabase, testSettings, type TestDatabase } from '#test/test-app.ts';

const TOKEN = 'metrics-token-metrics-token-0123456789';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Storage that refuses every write, as a full disk or a revoked bucket key would. */
function refusingStorage(kind: FileStorage['kind'] = 'local'): FileStorage {
  const refuse = async () => {
    throw new Error('EACCES: permission denied, open /srv/thamani/files/tmp');
  };
  return {
    kind,
    put: refuse,
    get: refuse,
    has: refuse,
    delete: async () => undefined,
    // eslint-disable-next-line require-yield
    list: async function* () {
      await refuse();
    },
  };
}

/** Every JSON line the app logs. */
function captureLogs() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('liveness and readiness', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers live, and ready with every check passing', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json<ReadinessResponse>()).toEqual({
      status: 'ready',
      checks: [
        { name: 'database', ok: true, problem: null },
        { name: 'migrations', ok: true, problem: null },
        { name: 'storage', ok: true, problem: null },
        { name: 'jobs', ok: true, problem: null },
      ],
    });
    // Kept for the pollers that already use it.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('is not ready (503) while a migration of this build is missing from the database, and names it', async () => {
    const [last] = (
      (await app.ctx.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as {
        rows: Array<{ id: number; hash: string; created_at: string }>;
      }
    ).rows;
    expect(last).toBeDefined();
    await app.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json<ReadinessResponse>();
      expect(body.status).toBe('not-ready');
      const migrations = body.checks.find((c) => c.name === 'migrations');
      expect(migrations?.ok).toBe(false);
      expect(migrations?.problem).toMatch(
        /^1 migration\(s\) not applied: 0013_firm_settings_backups|^1 migration\(s\) not applied: \d{4}_/,
      );
      expect(body.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['migrations']);
    } finally {
      await app.ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('request ids on every log line', () => {
  it('a line logged through the app logger while a request is handled carries its id, echoed as X-Request-Id', async () => {
    const { lines, logger } = captureLogs();
    const app = await buildApp({
      database,
      settings: testSettings(),
      secret: TEST_SECRET,
      logger,
      storage: refusingStorage(),
    });
    try {
      const ready = await app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'x-request-id': 'lb-7f3a-0001' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['x-request-id']).toBe('lb-7f3a-0001');
      const storage = ready.json<ReadinessResponse>().checks.find((c) => c.name === 'storage');
      // The caller is told what failed, not the file path (that goes to the log).
      expect(storage).toEqual({ name: 'storage', ok: false, problem: 'file storage refused a write' });

      // Written by ctx.log (the app's logger, not request.log): it still names the request.
      const warning = lines.find((line) => line.msg === 'readiness check failed');
      expect(warning?.reqId).toBe('lb-7f3a-0001');
      expect(JSON.stringify(warning)).toContain('EACCES');
      // Fastify's own lines carry it once (the mixin does not add it a second time).
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.map((line) => line.reqId)).toEqual(['lb-7f3a-0001']);

      // Outside a request, no id.
      app.log.info('between requests');
      expect(lines.find((line) => line.msg === 'between requests')?.reqId).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('replaces an incoming id that could forge or bloat a log line with its own', async () => {
    const { lines, logger } = captureLogs();
    const app = await buildApp({ database, settings: testSettings(), secret: TEST_SECRET, logger });
    try {
      for (const hostile of ['abc"}\n{"level":60', 'x'.repeat(65), 'a b', '']) {
        const res = await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': hostile } });
        const id = res.headers['x-request-id'];
        expect(id).not.toBe(hostile);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
      }
      const res = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        lines
          .filter((line) => line.msg === 'request completed')
          .every((line) => /^[0-9a-f-]{36}$/.test(String(line.reqId))),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN or METRICS_PORT', async () => {
    const app = await createTestApp(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect(app.routeTable.some((r) => r.url === '/metrics')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('answers only the token, with latency by route pattern, jobs by name and state, streams and the pool', async () => {
    const app = await createTestApp(database, { system: { ...testSettings().system, metricsToken: TOKEN } });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(wrong.statusCode).toBe(404);

      await app.ctx.jobs.register({
        name: 'test.broken',
        schema: z.object({}),
        retryLimit: 0,
        failedMessage: 'Broken.',
        handle: async () => {
          throw new Error('always');
        },
      });
      const failedId = await app.ctx.jobs.send('test.broken', {});
      for (let i = 0; i < 400 && (await app.ctx.jobs.getStatus(failedId))?.state !== 'failed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const requestId = crypto.randomUUID();
      await app.inject({ method: 'GET', url: `/api/jobs/${requestId}` });
      await app.inject({ method: 'GET', url: '/api/health/live' });
      await app.inject({ method: 'GET', url: `/no/such/page/${requestId}` });

      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="[^"]+",route="\/api\/health\/live",method="GET",status="200"\}/,
      );
      // The route's pattern, never the URL (an id per request would make labels without bound).
      expect(text).toContain('route="/api/jobs/:id",method="GET",status="401"');
      expect(text).toContain('route="unmatched",method="GET",status="404"');
      expect(text).not.toContain(requestId);
      expect(text).toContain('thamani_jobs{name="test.broken",state="failed"} 1');
      expect(text).toMatch(/^thamani_event_streams_open 0$/m);
      if (database.kind === 'postgres') {
        expect(text).toMatch(/^thamani_db_pool_connections\{state="idle"\} \d+$/m);
        expect(text).toMatch(/^thamani_db_pool_connections\{state="waiting"\} \d+$/m);
      } else {
        expect(text).toMatch(/^thamani_db_pool_connections\{state="total"\} 1$/m);
      }
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    } finally {
      await app.close();
    }
  });

  it('serves them alone on METRICS_PORT, and stops with the app', async () => {
    const metricsPort = await freePort();
    const app = await createTestApp(database, {
      system: { ...testSettings().system, metricsPort, metricsHost: '127.0.0.1' },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
      // Not on the main port.
      const { port } = app.server.address() as net.AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      // The metrics port serves nothing else.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
