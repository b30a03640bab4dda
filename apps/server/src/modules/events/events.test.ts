import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, REALTIME_SESSION_RECHECK_MS } from '@thamani/domain/limits';
import { NotificationCreatedEvent, NotificationSchema } from '@thamani/domain/notifications';
import { RequestUpdatedEvent } from '@thamani/domain/requests.events';
import { VisitUpdatedEvent } from '@thamani/domain/visits.events';
import type { RequestDetail } from '@thamani/domain/requests';
import { buildApp, type App } from '#app.ts';
import { openPostgres, type Database } from '#db/client.ts';
import { session } from '#db/schema/auth.table.ts';
import { loadTestSettings } from '#env.ts';
import { PUBLIC_URL, TEST_SECRET, call, createTestApp, getAccessToken, newActor, requestBody, testSettings } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { openStream, until } from '#test/sse-stream.ts';

const t = useTestApp({
  clock: true,
  extra: { realtimeHeartbeatMs: 150, realtimeRecheckMs: 200 },
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agent: { role: 'agent', name: 'Agnes Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const {
  clock,
  actors: { client, agent, admin },
} = t;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A `notification` event carries the id only: the recipient fetches the notification itself. */
async function fetchAnnounced(target: App, who: { cookie: string }, data: unknown) {
  const { notificationId } = NotificationCreatedEvent.schema.parse(data);
  const res = await target.inject({ method: 'GET', url: `/api/notifications/${notificationId}`, headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  return NotificationSchema.parse(res.json());
}

async function newRequest(target: App = t.app): Promise<RequestDetail> {
  const res = await call(target, client, 'POST', '/api/requests', requestBody());
  expect(res.statusCode).toBe(201);
  return res.json<RequestDetail>();
}

describe('GET /api/events', () => {
  it('401 without a session', async () => {
    const res = await fetch(`${baseUrl}/api/events`);
    expect(res.status).toBe(401);
  });

  it('streams notifications and updates to the people concerned, with heartbeats; cleans up on close', async () => {
    const before = t.app.ctx.hub.size;
    const clientStream = await openStream(baseUrl, client.cookie);
    const agentStream = await openStream(baseUrl, agent.cookie);
    expect(clientStream.res.headers.get('content-type')).toContain('text/event-stream');
    await until(() => t.app.ctx.hub.size === before + 2);
    await until(() => clientStream.events.some((e) => e.event === 'heartbeat'));

    const request = await newRequest();
    // A new open request reaches every agent's queue.
    await agentStream.waitFor((e) => e.event === 'request.updated' && (e.data as { requestId: string }).requestId === request.id);

    expect((await call(t.app, admin, 'POST', `/api/requests/${request.id}/assign`, { agentId: agent.profileId })).statusCode).toBe(200);
    const toAgent = await agentStream.waitFor((e) => e.event === 'notification');
    expect(Object.keys(toAgent.data as object)).toEqual(['notificationId']);
    expect(await fetchAnnounced(t.app, agent, toAgent.data)).toMatchObject({ title: 'Request assigned to you', readAt: null });
    const toClient = await clientStream.waitFor((e) => e.event === 'notification');
    expect((await fetchAnnounced(t.app, client, toClient.data)).title).toBe('Valuer assigned');
    // Someone else's notification is not theirs to read.
    const peek = await call(t.app, client, 'GET', `/api/notifications/${(toAgent.data as { notificationId: string }).notificationId}`);
    expect(peek.statusCode).toBe(404);
    const updated = await clientStream.waitFor((e) => e.event === 'request.updated' && (e.data as { status: string }).status === 'assigned');
    expect(RequestUpdatedEvent.schema.parse(updated.data)).toEqual({ requestId: request.id, status: 'assigned' });

    const visit = await call(t.app, agent, 'POST', '/api/visits', { requestId: request.id, propertyId: request.property?.id, date: '2030-03-05', time: '10:00 AM' });
    expect(visit.statusCode).toBe(201);
    const visitEvent = await clientStream.waitFor((e) => e.event === 'visit.updated');
    expect(VisitUpdatedEvent.schema.parse(visitEvent.data)).toEqual({ visitId: visit.json<{ id: string }>().id, requestId: request.id, status: 'scheduled' });
    await clientStream.waitFor((e) => e.event === 'request.updated' && (e.data as { status: string }).status === 'visit_scheduled');
    // Nobody else's notifications leak into a stream.
    expect(agentStream.events.filter((e) => e.event === 'notification')).toHaveLength(1);

    // Cancelling the request calls off its visit too, and the agent's visit list hears of it.
    expect((await call(t.app, admin, 'POST', `/api/requests/${request.id}/cancel`, { reason: 'Client sold the plot' })).statusCode).toBe(200);
    const visitCancelled = await agentStream.waitFor((e) => e.event === 'visit.updated' && (e.data as { status: string }).status === 'cancelled');
    expect(VisitUpdatedEvent.schema.parse(visitCancelled.data)).toEqual({ visitId: visit.json<{ id: string }>().id, requestId: request.id, status: 'cancelled' });

    clientStream.close();
    agentStream.close();
    await until(() => t.app.ctx.hub.size === before);
  });

  it('closes the stream when its session is signed out', async () => {
    const other = await newActor(t.app, 'user');
    const stream = await openStream(baseUrl, other.cookie);
    await until(() => stream.comments.includes('connected'));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: other.cookie, origin: PUBLIC_URL } });
    expect(out.statusCode).toBe(200);
    await until(() => stream.isEnded());
    expect((await fetch(`${baseUrl}/api/events`, { headers: { cookie: other.cookie } })).status).toBe(401);
  });
});

describe('a stream ends with its session', () => {
  it('rechecks sessions at least once a minute', () => {
    expect(REALTIME_SESSION_RECHECK_MS).toBeLessThanOrEqual(60_000);
  });

  it('a session that merely expires (nothing deleted) ends its stream at the expiry; nothing more arrives', async () => {
    const watcher = await newActor(t.app, 'agent');
    const stream = await openStream(baseUrl, watcher.cookie);
    await until(() => stream.comments.includes('connected'));
    const expiresAt = new Date(Date.now() + 800);
    await t.app.ctx.db.update(session).set({ expiresAt }).where(eq(session.userId, watcher.userId));

    await until(() => stream.isEnded(), 3000);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime() - 50);
    // A new open request goes to every agent's stream, but not to this ended one.
    const request = await newRequest();
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events.filter((e) => e.event === 'request.updated' && (e.data as { requestId: string }).requestId === request.id)).toEqual([]);
    expect((await fetch(`${baseUrl}/api/events`, { headers: { cookie: watcher.cookie } })).status).toBe(401);
  });

  it("a stream opened with an access token ends at the token's exp, before the session's", async () => {
    // The t.app clock sits 1.5 s before the token's exp; the session lives for days. The
    // 60 s recheck cannot be what ends the stream.
    let offsetMs = 0;
    const tokenApp = await createTestApp(t.database, {}, () => new Date(Date.now() + offsetMs));
    try {
      const url = await tokenApp.listen({ port: 0, host: '127.0.0.1' });
      const person = await newActor(tokenApp, 'user');
      const token = await getAccessToken(tokenApp, person.cookie);
      const exp = decodeJwt(token).exp ?? 0;
      expect(exp * 1000 - Date.now()).toBeGreaterThan((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
      offsetMs = exp * 1000 - Date.now() - 1500;
      const stream = await openStream(url, { bearer: token });
      expect(stream.res.status).toBe(200);
      await until(() => stream.comments.includes('connected'));
      await until(() => stream.isEnded(), 4000);
      expect((await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    } finally {
      await tokenApp.close();
    }
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
    app2 = await buildApp({ database: second, settings: testSettings(), secret: TEST_SECRET, now: clock.now, logger: false });
    baseUrl2 = await app2.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app2.close();
    await second.close();
  });

  it('an event raised through one instance reaches a stream opened on the other', async () => {
    const stream = await openStream(baseUrl2, client.cookie);
    await until(() => app2.ctx.hub.size === 1);
    const request = await newRequest(t.app);
    await call(t.app, admin, 'POST', `/api/requests/${request.id}/assign`, { agentId: agent.profileId });
    const note = await stream.waitFor((e) => e.event === 'notification');
    expect((await fetchAnnounced(app2, client, note.data)).title).toBe('Valuer assigned');
    await stream.waitFor((e) => e.event === 'request.updated' && (e.data as { requestId: string }).requestId === request.id);
    // Signing out through instance 1 closes the stream on instance 2.
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: client.cookie, origin: PUBLIC_URL } });
    await until(() => stream.isEnded());
  });
});
