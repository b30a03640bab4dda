import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES } from '@thamani/domain/valuer-certificate';
import { PEOPLE_MESSAGES, type PeoplePage, type PersonDetail } from '@thamani/domain/people';
import { buildApp, type App } from '#app.ts';
import { openPostgres, type Database } from '#db/client.ts';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { openStream, until } from '#test/sse-stream.ts';
import { multipartBody, tinyJpeg } from '#test/multipart.ts';
import {
  TEST_SECRET,
  call,
  createTestApp,
  createTestDatabase,
  getAccessToken,
  newActor,
  signInRaw,
  testSettings,
  type Actor,
  type TestDatabase,
} from '#test/test-app.ts';
import { changePersonRole, deactivatePerson, listPeople } from './people.service.ts';

/** Two instances on one database (on PostgreSQL each with its own pool, as two processes). */
let database: TestDatabase;
let second: Database | null = null;
let app1: App;
let app2: App;
const urls = { app1: '', app2: '' };
let admin: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  app1 = await createTestApp(database);
  if (database.kind === 'postgres') {
    second = await openPostgres(database.url, 3);
    app2 = await buildApp({ database: second, settings: testSettings(), secret: TEST_SECRET, logger: false });
  } else {
    app2 = await createTestApp(database);
  }
  urls.app1 = await app1.listen({ port: 0, host: '127.0.0.1' });
  urls.app2 = await app2.listen({ port: 0, host: '127.0.0.1' });
  admin = await newActor(app1, 'admin', 'Akinyi Admin');
});
afterAll(async () => {
  await app2.close();
  await app1.close();
  await second?.close();
  await database.drop();
});

const detail = (res: { json: <T>() => T }) => res.json<PersonDetail>();
const validate = (app: App, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/validate', headers });
const auditOf = (userId: string, action: 'user_deactivated' | 'user_reactivated' | 'role_changed') =>
  app1.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, userId), eq(auditLogs.actionType, action)));

/** Poll until the probe returns `expected` (well inside the 60 s the identity cache would hold). */
async function eventually<T>(probe: () => Promise<T>, expected: T, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    last = await probe();
  }
  expect(last).toEqual(expected);
}

describe('GET /api/admin/users', () => {
  it('lists, searches by name or e-mail, filters by role and status, in keyset pages', async () => {
    const tag = `Zawadi${Date.now().toString(36)}`;
    const valuer = await newActor(app1, 'agent', `${tag} Valuer`);
    const client = await newActor(app1, 'user', `${tag} Client`);
    const other = await newActor(app1, 'user', `${tag} Other`);
    await call(app1, admin, 'POST', `/api/admin/users/${other.userId}/deactivate`, { reason: 'Left the firm' });

    const all = (await call(app1, admin, 'GET', `/api/admin/users?q=${tag}`)).json<PeoplePage>();
    expect(all.items.map((p) => p.userId)).toEqual([other.userId, client.userId, valuer.userId]);
    expect(all.items[2]).toMatchObject({ role: 'agent', status: 'active', certificate: { state: 'missing', expiresOn: null } });
    expect(all.items[2]?.lastSignInAt).not.toBeNull();
    expect(all.items[1]?.certificate).toBeNull();

    const byEmail = (await call(app1, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(client.email.toUpperCase())}`)).json<PeoplePage>();
    expect(byEmail.items.map((p) => p.userId)).toEqual([client.userId]);
    const valuers = (await call(app1, admin, 'GET', `/api/admin/users?q=${tag}&role=agent`)).json<PeoplePage>();
    expect(valuers.items.map((p) => p.userId)).toEqual([valuer.userId]);
    const off = (await call(app1, admin, 'GET', `/api/admin/users?q=${tag}&status=deactivated`)).json<PeoplePage>();
    expect(off.items.map((p) => [p.userId, p.status])).toEqual([[other.userId, 'deactivated']]);

    const first = (await call(app1, admin, 'GET', `/api/admin/users?q=${tag}&limit=2`)).json<PeoplePage>();
    expect(first.items).toHaveLength(2);
    const next = (await call(app1, admin, 'GET', `/api/admin/users?q=${tag}&limit=2&cursor=${first.nextCursor}`)).json<PeoplePage>();
    expect(next.items.map((p) => p.userId)).toEqual([valuer.userId]);
    expect(next.nextCursor).toBeNull();
    expect((await call(app1, admin, 'GET', '/api/admin/users?role=boss')).statusCode).toBe(400);
  });

  it('is for admins only: anonymous 401, client and valuer 403', async () => {
    const client = await newActor(app1, 'user');
    const valuer = await newActor(app1, 'agent');
    for (const url of ['/api/admin/users', `/api/admin/users/${client.userId}`]) {
      expect((await call(app1, null, 'GET', url)).statusCode).toBe(401);
      expect((await call(app1, client, 'GET', url)).statusCode).toBe(403);
      expect((await call(app1, valuer, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(app1, valuer, 'PUT', `/api/admin/users/${client.userId}/role`, { role: 'admin' })).statusCode).toBe(403);
    expect((await call(app1, client, 'POST', `/api/admin/users/${valuer.userId}/deactivate`, { reason: 'Because' })).statusCode).toBe(403);
    expect((await call(app1, null, 'POST', `/api/admin/users/${valuer.userId}/reactivate`)).statusCode).toBe(401);
    const details = { vrbNumber: 'VRB/A/1', certificateYear: 2026, certificateExpiresOn: '2026-12-31', phone: null };
    expect((await call(app1, valuer, 'PUT', `/api/admin/users/${valuer.userId}/valuer-profile`, details)).statusCode).toBe(403);
    expect((await call(app1, admin, 'GET', '/api/admin/users/nobody')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/:userId/role', () => {
  it('is audited, takes effect at once in both instances, and closes the person’s open streams', async () => {
    const valuer = await newActor(app1, 'agent');
    const token = await getAccessToken(app1, valuer.cookie);
    expect((await call(app2, valuer, 'GET', '/api/requests/queue')).statusCode).toBe(200); // cached on instance 2
    const stream1 = await openStream(urls.app1, valuer.cookie);
    const stream2 = await openStream(urls.app2, { bearer: token });
    await until(() => stream1.comments.includes('connected') && stream2.comments.includes('connected'));

    const res = await call(app1, admin, 'PUT', `/api/admin/users/${valuer.userId}/role`, { role: 'user' });

    expect(res.statusCode, res.body).toBe(200);
    expect(detail(res)).toMatchObject({ role: 'user', valuer: null });
    expect((await call(app1, valuer, 'GET', '/api/requests/queue')).statusCode).toBe(403);
    await until(() => stream1.isEnded() && stream2.isEnded(), 2000);
    await eventually(async () => (await call(app2, valuer, 'GET', '/api/requests/queue')).statusCode, 403);
    const audit = await auditOf(valuer.userId, 'role_changed');
    expect(audit.map((a) => ({ by: a.userId, details: a.details }))).toEqual([{ by: admin.userId, details: { from: 'agent', to: 'user' } }]);
  });

  it('refuses removing your own admin role', async () => {
    const res = await call(app1, admin, 'PUT', `/api/admin/users/${admin.userId}/role`, { role: 'agent' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.ownAdminRole);
  });
});

describe('POST /api/admin/users/:userId/deactivate and /reactivate', () => {
  it('ends the cookie and the token at once in both instances, closes streams, refuses sign-in, and reactivation lets them in', async () => {
    const person = await newActor(app1, 'agent');
    const token = await getAccessToken(app1, person.cookie);
    expect((await validate(app2, { cookie: person.cookie })).statusCode).toBe(200); // cached on instance 2
    expect((await validate(app2, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const stream = await openStream(urls.app2, person.cookie);
    await until(() => stream.comments.includes('connected'));

    const res = await call(app1, admin, 'POST', `/api/admin/users/${person.userId}/deactivate`, { reason: '  Left the firm  ' });

    expect(res.statusCode, res.body).toBe(200);
    expect(detail(res)).toMatchObject({ status: 'deactivated', deactivatedReason: 'Left the firm', sessionCount: 0 });
    expect((await validate(app1, { cookie: person.cookie })).statusCode).toBe(401);
    expect((await validate(app1, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    await until(() => stream.isEnded(), 2000);
    await eventually(async () => (await validate(app2, { cookie: person.cookie })).statusCode, 401, 1000);
    await eventually(async () => (await validate(app2, { authorization: `Bearer ${token}` })).statusCode, 401, 1000);

    const refused = await signInRaw(app1, person.email, 'secret123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.deactivatedSignIn);
    const audit = await auditOf(person.userId, 'user_deactivated');
    expect(audit.map((a) => ({ by: a.userId, details: a.details }))).toEqual([
      { by: admin.userId, details: { reason: 'Left the firm', sessions_ended: 1 } },
    ]);
    const again = await call(app1, admin, 'POST', `/api/admin/users/${person.userId}/deactivate`, { reason: 'Twice' });
    expect(again.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.alreadyDeactivated);

    const back = await call(app1, admin, 'POST', `/api/admin/users/${person.userId}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(detail(back)).toMatchObject({ status: 'active', deactivatedReason: null });
    expect((await signInRaw(app1, person.email, 'secret123')).statusCode).toBe(200);
    expect(await auditOf(person.userId, 'user_reactivated')).toHaveLength(1);
    expect((await call(app1, admin, 'POST', `/api/admin/users/${person.userId}/reactivate`)).statusCode).toBe(409);
  });

  it('needs a reason, and refuses deactivating yourself', async () => {
    const person = await newActor(app1, 'user');
    const short = await call(app1, admin, 'POST', `/api/admin/users/${person.userId}/deactivate`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fields: Record<string, string> }>().fields.reason).toBe(PEOPLE_MESSAGES.reason);
    const self = await call(app1, admin, 'POST', `/api/admin/users/${admin.userId}/deactivate`, { reason: 'Testing myself' });
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.ownDeactivation);
  });
});

describe('PUT /api/admin/users/:userId/valuer-profile (+ signature)', () => {
  it('records the VRB number, certificate and phone, shows the certificate state, and stores a signature', async () => {
    const valuer = await newActor(app1, 'agent');
    const url = `/api/admin/users/${valuer.userId}/valuer-profile`;
    const body = { vrbNumber: 'VRB/A/1234', certificateYear: 2026, certificateExpiresOn: '2099-12-31', phone: '0712 345 678' };
    const res = await call(app1, admin, 'PUT', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(detail(res)).toMatchObject({
      phone: '+254712345678',
      valuer: { vrbNumber: 'VRB/A/1234', certificateYear: 2026, certificateExpiresOn: '2099-12-31', certificateState: 'valid', hasSignature: false },
    });
    const own = (await call(app1, valuer, 'GET', '/api/me/valuer-profile')).json<{ vrbNumber: string }>();
    expect(own.vrbNumber).toBe('VRB/A/1234');
    const expired = detail(await call(app1, admin, 'PUT', url, { ...body, certificateYear: 2020, certificateExpiresOn: '2020-12-31' }));
    expect(expired.valuer?.certificateState).toBe('expired');
    const listed = (await call(app1, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(valuer.email)}`)).json<PeoplePage>();
    expect(listed.items[0]?.certificate).toEqual({ state: 'expired', expiresOn: '2020-12-31' });

    const fieldsOf = async (payload: unknown) => {
      const bad = await call(app1, admin, 'PUT', url, payload);
      expect(bad.statusCode).toBe(400);
      return bad.json<{ fields: Record<string, string> }>().fields;
    };
    expect((await fieldsOf({ ...body, certificateExpiresOn: '2025-06-30' })).certificateExpiresOn).toBe(CERTIFICATE_MESSAGES.expiryBeforeYear);
    expect((await fieldsOf({ ...body, phone: '+1 555 0100' })).phone).toMatch(/Kenyan/);
    expect((await fieldsOf({ ...body, certificateYear: 1989 })).certificateYear).toMatch(/from 1990/);

    const { payload, headers } = multipartBody({}, { filename: 'sig.jpg', contentType: 'image/jpeg', content: tinyJpeg() });
    const sig = await app1.inject({ method: 'PUT', url: `${url}/signature`, headers: { ...headers, cookie: admin.cookie }, payload });
    expect(sig.statusCode, sig.body).toBe(200);
    expect(detail(sig).valuer).toMatchObject({ hasSignature: true, signatureUrl: `${url}/signature` });
    const image = await call(app1, admin, 'GET', `${url}/signature`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses valuer details for a client', async () => {
    const client = await newActor(app1, 'user');
    const res = await call(app1, admin, 'PUT', `/api/admin/users/${client.userId}/valuer-profile`, {
      vrbNumber: null,
      certificateYear: null,
      certificateExpiresOn: null,
      phone: null,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.notAValuer);
    expect((await call(app1, admin, 'GET', `/api/admin/users/${client.userId}/valuer-profile/signature`)).statusCode).toBe(404);
  });
});

describe('the last active admin (a database of its own: exactly two admins)', () => {
  let db: TestDatabase;
  let app: App;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  /** The identity the guard would hand the service (calling it directly races past the guard). */
  const identityOf = (actor: Actor): Identity => ({ userId: actor.userId, sessionId: 's', email: actor.email, role: 'admin', profileId: actor.profileId, firmId: actor.firmId });
  const settle = async (work: Promise<unknown>[]) =>
    (await Promise.allSettled(work)).map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as Error).message)).sort();

  it('two admins demoting each other, or deactivating each other, at the same moment always leave one active admin', async () => {
    const a = await newActor(app, 'admin');
    const b = await newActor(app, 'admin');
    expect(
      await settle([
        changePersonRole(app.ctx, identityOf(a), b.userId, 'user'),
        changePersonRole(app.ctx, identityOf(b), a.userId, 'agent'),
      ]),
    ).toEqual([PEOPLE_MESSAGES.lastAdmin, 'ok']);
    const admins = (await listPeople(app.ctx, { role: 'admin', limit: 10 })).items;
    expect(admins).toHaveLength(1);
    const s = admins[0]?.userId === a.userId ? a : b;

    const c = await newActor(app, 'admin');
    expect(
      await settle([
        deactivatePerson(app.ctx, identityOf(c), s.userId, { reason: 'Race one' }),
        deactivatePerson(app.ctx, identityOf(s), c.userId, { reason: 'Race two' }),
      ]),
    ).toEqual([PEOPLE_MESSAGES.lastAdmin, 'ok']);
    expect((await listPeople(app.ctx, { role: 'admin', status: 'active', limit: 10 })).items).toHaveLength(1);
  });
});
