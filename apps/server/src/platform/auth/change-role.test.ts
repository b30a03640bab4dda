import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestDetail } from '@thamani/domain/requests';
import { buildApp, type App } from '#app.ts';
import { openPostgres, type Database } from '#db/client.ts';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { openStream, until } from '#test/sse-stream.ts';
import {
  TEST_SECRET,
  call,
  createTestApp,
  createTestDatabase,
  getAccessToken,
  newActor,
  requestBody,
  testSettings,
  type TestDatabase,
} from '#test/test-app.ts';
import { changeRole } from './change-role.ts';

/**
 * Two server instances on one database (on PostgreSQL each with its own pool and LISTEN
 * connection, as two processes would have; on PGlite sharing the one in-process client). Both
 * keep the default 60 s session recheck, so anything faster than that is the role change's own
 * eviction; a third instance rechecks every 200 ms for the table-write path.
 */
let database: TestDatabase;
let second: Database | null = null;
let app1: App;
let app2: App;
let rechecking: App;
const urls = { app1: '', app2: '', rechecking: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  app1 = await createTestApp(database);
  if (database.kind === 'postgres') {
    second = await openPostgres(database.url, 3);
    app2 = await buildApp({ database: second, settings: testSettings(), secret: TEST_SECRET, logger: false });
  } else {
    app2 = await createTestApp(database);
  }
  rechecking = await createTestApp(database, {}, undefined, { realtimeRecheckMs: 200 });
  urls.app1 = await app1.listen({ port: 0, host: '127.0.0.1' });
  urls.app2 = await app2.listen({ port: 0, host: '127.0.0.1' });
  urls.rechecking = await rechecking.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await rechecking.close();
  await app2.close();
  await app1.close();
  await second?.close();
  await database.drop();
});

const roleSeenBy = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/auth/validate', headers })).json<{ role: string }>().role;
const queueStatus = async (app: App, cookie: string) => (await call(app, { cookie }, 'GET', '/api/requests/queue')).statusCode;

/** Poll an async probe until it returns `expected` (well inside the 60 s the cache would hold). */
async function eventually<T>(probe: () => Promise<T>, expected: T, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    last = await probe();
  }
  expect(last).toEqual(expected);
}

describe('changeRole — the one way a role changes', () => {
  it('takes effect at once for HTTP calls (cookie and Bearer), audits the actor, and ends the open stream', async () => {
    const person = await newActor(app1, 'user');
    const admin = await newActor(app1, 'admin');
    const token = await getAccessToken(app1, person.cookie);
    // Warm the identity cache both ways.
    expect(await roleSeenBy(app1, { cookie: person.cookie })).toBe('user');
    expect(await roleSeenBy(app1, { authorization: `Bearer ${token}` })).toBe('user');
    expect(await queueStatus(app1, person.cookie)).toBe(403);
    const stream = await openStream(urls.app1, person.cookie);
    await until(() => stream.comments.includes('connected'));

    const result = await changeRole(app1.ctx, { userId: person.userId, role: 'agent', actorId: admin.userId });

    expect(result).toEqual({ from: 'user', to: 'agent', changed: true });
    expect(await roleSeenBy(app1, { cookie: person.cookie })).toBe('agent');
    expect(await roleSeenBy(app1, { authorization: `Bearer ${token}` })).toBe('agent');
    expect(await queueStatus(app1, person.cookie)).toBe(200);
    await until(() => stream.isEnded(), 2000);
    const audit = await app1.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, person.userId), eq(auditLogs.actionType, 'role_changed')));
    expect(audit.map((a) => ({ by: a.userId, details: a.details }))).toEqual([{ by: admin.userId, details: { from: 'user', to: 'agent' } }]);

    // The reopened stream carries the new role: a new open request reaches the agents.
    const reopened = await openStream(urls.app1, person.cookie);
    await until(() => app1.ctx.hub.size > 0 && reopened.comments.includes('connected'));
    const client = await newActor(app1, 'user');
    const created = await call(app1, client, 'POST', '/api/requests', requestBody());
    expect(created.statusCode).toBe(201);
    const requestId = created.json<RequestDetail>().id;
    await reopened.waitFor((e) => e.event === 'request.updated' && (e.data as { requestId: string }).requestId === requestId);
    reopened.close();
  });

  it('reaches every instance on the database: the other one sees the new role and closes its stream', async () => {
    const person = await newActor(app1, 'user');
    expect(await roleSeenBy(app2, { cookie: person.cookie })).toBe('user'); // cached on instance 2
    const stream = await openStream(urls.app2, person.cookie);
    await until(() => stream.comments.includes('connected'));

    await changeRole(app1.ctx, { userId: person.userId, role: 'admin' });

    await until(() => stream.isEnded(), 2000);
    await eventually(() => roleSeenBy(app2, { cookie: person.cookie }), 'admin', 1000);
    expect(await queueStatus(app2, person.cookie)).toBe(200);
  });

  it('setting the role a user already has changes nothing: no audit row, the stream stays open', async () => {
    const person = await newActor(app1, 'agent');
    const stream = await openStream(urls.app1, person.cookie);
    await until(() => stream.comments.includes('connected'));
    expect(await changeRole(app1.ctx, { userId: person.userId, role: 'agent' })).toEqual({ from: 'agent', to: 'agent', changed: false });
    const audit = await app1.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, person.userId), eq(auditLogs.actionType, 'role_changed')));
    expect(audit).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.isEnded()).toBe(false);
    stream.close();
  });
});

describe('a role written straight to user_roles (bypassing changeRole)', () => {
  it('ends the open stream at the next session recheck, and HTTP calls see the new role from then on', async () => {
    const person = await newActor(rechecking, 'user');
    expect(await queueStatus(rechecking, person.cookie)).toBe(403); // cached as 'user'
    const stream = await openStream(urls.rechecking, person.cookie);
    await until(() => stream.comments.includes('connected'));

    await rechecking.ctx.db.update(userRoles).set({ role: 'agent', updatedAt: sql`now()` }).where(eq(userRoles.userId, person.userId));

    await until(() => stream.isEnded(), 2000);
    expect(await queueStatus(rechecking, person.cookie)).toBe(200);
  });
});
