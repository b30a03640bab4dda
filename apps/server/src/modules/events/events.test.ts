import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationSchema, RequestUpdatedEventSchema, VisitUpdatedEventSchema } from '@thamani/domain/notifications';
import type { RequestDetail } from '@thamani/domain/requests';
import { buildApp, type App } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { loadTestSettings } from '../../env.ts';
import {
  PUBLIC_URL,
  TEST_SECRET,
  call,
  createTestApp,
  createTestClock,
  createTestDatabase,
  newActor,
  requestBody,
  testSettings,
  type Actor,
  type TestDatabase,
} from '../../test/test-app.ts';

interface SseEvent {
  event: string;
  data: unknown;
}

/** Open GET /api/events with fetch and collect what arrives. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            break;
          }
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            comments.push(...lines.filter((l) => l.startsWith(':')).map((l) => l.slice(1).trim()));
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (event && data) {
              events.push({ event, data: JSON.parse(data) as unknown });
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    res,
    events,
    comments,
    isEnded: () => ended,
    close: () => controller.abort(),
    async waitFor(predicate: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hit = events.find(predicate);
        if (hit) {
          return hit;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    },
  };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

let database: TestDatabase;
let app: App;
let baseUrl: string;
const clock = createTestClock();
let client: Actor;
let agent: Actor;
let admin: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, {}, clock.now, { realtimeHeartbeatMs: 150 });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  [client, agent, admin] = await Promise.all([newActor(app, 'user', 'Wanjiku Kamau'), newActor(app, 'agent', 'Agnes Valuer'), newActor(app, 'admin', 'Amina Admin')]);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function newRequest(target: App = app): Promise<RequestDetail> {
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
    const before = app.ctx.hub.size;
    const clientStream = await openStream(baseUrl, client.cookie);
    const agentStream = await openStream(baseUrl, agent.cookie);
    expect(clientStream.res.headers.get('content-type')).toContain('text/event-stream');
    await until(() => app.ctx.hub.size === before + 2);
    await until(() => clientStream.events.some((e) => e.event === 'heartbeat'));

    const request = await newRequest();
    // A new open request reaches every agent's queue.
    await agentStream.waitFor((e) => e.event === 'request.updated' && (e.data as { requestId: string }).requestId === request.id);

    expect((await call(app, admin, 'POST', `/api/requests/${request.id}/assign`, { agentId: agent.profileId })).statusCode).toBe(200);
    const toAgent = await agentStream.waitFor((e) => e.event === 'notification');
    expect(NotificationSchema.parse(toAgent.data)).toMatchObject({ title: 'Request assigned to you', readAt: null });
    const toClient = await clientStream.waitFor((e) => e.event === 'notification');
    expect(NotificationSchema.parse(toClient.data).title).toBe('Valuer assigned');
    const updated = await clientStream.waitFor((e) => e.event === 'request.updated' && (e.data as { status: string }).status === 'assigned');
    expect(RequestUpdatedEventSchema.parse(updated.data)).toEqual({ requestId: request.id, status: 'assigned' });

    const visit = await call(app, agent, 'POST', '/api/visits', { requestId: request.id, propertyId: request.property?.id, date: '2030-03-05', time: '10:00 AM' });
    expect(visit.statusCode).toBe(201);
    const visitEvent = await clientStream.waitFor((e) => e.event === 'visit.updated');
    expect(VisitUpdatedEventSchema.parse(visitEvent.data)).toEqual({ visitId: visit.json<{ id: string }>().id, requestId: request.id, status: 'scheduled' });
    await clientStream.waitFor((e) => e.event === 'request.updated' && (e.data as { status: string }).status === 'visit_scheduled');
    // Nobody else's notifications leak into a stream.
    expect(agentStream.events.filter((e) => e.event === 'notification')).toHaveLength(1);

    // Cancelling the request calls off its visit too, and the agent's visit list hears of it.
    expect((await call(app, admin, 'POST', `/api/requests/${request.id}/cancel`, { reason: 'Client sold the plot' })).statusCode).toBe(200);
    const visitCancelled = await agentStream.waitFor((e) => e.event === 'visit.updated' && (e.data as { status: string }).status === 'cancelled');
    expect(VisitUpdatedEventSchema.parse(visitCancelled.data)).toEqual({ visitId: visit.json<{ id: string }>().id, requestId: request.id, status: 'cancelled' });

    clientStream.close();
    agentStream.close();
    await until(() => app.ctx.hub.size === before);
  });

  it('closes the stream when its session is signed out', async () => {
    const other = await newActor(app, 'user');
    const stream = await openStream(baseUrl, other.cookie);
    await until(() => stream.comments.includes('connected'));
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: other.cookie, origin: PUBLIC_URL } });
    expect(out.statusCode).toBe(200);
    await until(() => stream.isEnded());
    expect((await fetch(`${baseUrl}/api/events`, { headers: { cookie: other.cookie } })).status).toBe(401);
  });
});

describe.skipIf(loadTestSettings().testDb !== 'postgres')('two server processes on one PostgreSQL', () => {
  let second: Database;
  let app2: App;
  let baseUrl2: string;

  beforeAll(async () => {
    if (database.kind !== 'postgres') {
      throw new Error('postgres only');
    }
    second = await openPostgres(database.url, 3);
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
    const request = await newRequest(app);
    await call(app, admin, 'POST', `/api/requests/${request.id}/assign`, { agentId: agent.profileId });
    const note = await stream.waitFor((e) => e.event === 'notification');
    expect(NotificationSchema.parse(note.data).title).toBe('Valuer assigned');
    await stream.waitFor((e) => e.event === 'request.updated' && (e.data as { requestId: string }).requestId === request.id);
    // Signing out through instance 1 closes the stream on instance 2.
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: client.cookie, origin: PUBLIC_URL } });
    await until(() => stream.isEnded());
  });
});
