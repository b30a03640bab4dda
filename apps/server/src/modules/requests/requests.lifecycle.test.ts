import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@thamani/domain/messages';
import { dueDateFor, type RequestDetail, type RequestQueueItem } from '@thamani/domain/requests';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { toNotification } from '../notifications/index.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  actors: {
    clientA: { role: 'user', name: 'Wanjiku Kamau' },
    clientB: { role: 'user', name: 'Brian Otieno' },
    agentA: { role: 'agent', name: 'Agnes Valuer' },
    agentB: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const {
  clock,
  actors: { clientA, clientB, agentA, agentB, admin },
} = t;

async function counts() {
  const [p] = await t.app.ctx.db.select({ n: count() }).from(properties);
  const [r] = await t.app.ctx.db.select({ n: count() }).from(valuationRequests);
  return { properties: p?.n ?? 0, requests: r?.n ?? 0 };
}

async function order(actor: Actor, overrides: Record<string, unknown> = {}): Promise<RequestDetail> {
  const res = await call(t.app, actor, 'POST', '/api/requests', requestBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RequestDetail>();
}

/** The user's notifications as they read them (rendered from kind and parameters, ADR 018). */
async function notificationsOf(userId: string) {
  const rows = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map(toNotification);
}

describe('POST /api/requests', () => {
  it('creates the property and a pending request, due by the rule, audited', async () => {
    const detail = await order(clientA);
    expect(detail).toMatchObject({
      status: 'pending',
      priority: 'normal',
      purpose: 'mortgage',
      preferredDate: '2030-03-11',
      contactPhone: '+254712345678',
      overdue: false,
      requester: { id: clientA.profileId, fullName: 'Wanjiku Kamau' },
      property: { title: 'Kilimani 3-bedroom house', county: 'Nairobi', town: 'Kilimani', lrNumber: 'LR No. 209/12345', sizeSqm: 450, bedrooms: 3 },
      assignedAgent: null,
      visit: null,
    });
    expect(detail.dueDate).toBe(dueDateFor(clock.now(), 'normal').toISOString());
    expect(detail.timeline).toEqual([{ action: 'request_created', status: 'pending', at: expect.any(String), by: { id: clientA.profileId, fullName: 'Wanjiku Kamau' } }]);
    const audit = await t.app.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'valuation_request'), eq(auditLogs.entityId, detail.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actionType: 'request_created', userId: clientA.userId });
  });

  it('refuses invalid input with field messages and creates nothing', async () => {
    const before = await counts();
    const res = await call(t.app, clientA, 'POST', '/api/requests', requestBody({ title: 'x', preferredDate: '2030-03-01', bedrooms: '' }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toMatchObject({ title: REQUEST_MESSAGES.title, preferredDate: REQUEST_MESSAGES.preferredDatePast, bedrooms: REQUEST_MESSAGES.bedrooms });
    expect(await counts()).toEqual(before);
  });

  it('401 signed out, 403 for an agent (nothing created)', async () => {
    const before = await counts();
    expect((await call(t.app, null, 'POST', '/api/requests', requestBody())).statusCode).toBe(401);
    expect((await call(t.app, agentA, 'POST', '/api/requests', requestBody())).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('reading requests', () => {
  it('lists own requests with status and county filters', async () => {
    await order(clientB, { county: 'Mombasa', town: 'Nyali', title: 'Nyali beach plot', propertyType: 'land', bedrooms: undefined });
    clock.set('2030-03-04T06:01:00.000Z');
    await order(clientB);
    clock.set('2030-03-04T06:00:00.000Z');
    const all = (await call(t.app, clientB, 'GET', '/api/requests')).json<{ items: Array<{ property: { title: string } }> }>();
    expect(all.items.map((i) => i.property.title)).toEqual(['Kilimani 3-bedroom house', 'Nyali beach plot']);
    const mombasa = (await call(t.app, clientB, 'GET', '/api/requests?county=Mombasa')).json<{ items: unknown[] }>();
    expect(mombasa.items).toHaveLength(1);
    expect((await call(t.app, clientB, 'GET', '/api/requests?status=completed')).json<{ items: unknown[] }>().items).toHaveLength(0);
    expect((await call(t.app, clientB, 'GET', '/api/requests?status=bogus')).statusCode).toBe(400);
  });

  it('by id: requester, any agent while unassigned, admin; another client gets 404', async () => {
    const detail = await order(clientA);
    const url = `/api/requests/${detail.id}`;
    expect((await call(t.app, clientA, 'GET', url)).statusCode).toBe(200);
    const leak = await call(t.app, clientB, 'GET', url);
    expect(leak.statusCode).toBe(404);
    expect(leak.body).not.toContain('Kilimani');
    expect((await call(t.app, agentB, 'GET', url)).statusCode).toBe(200);
    expect((await call(t.app, admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(t.app, clientA, 'GET', '/api/requests/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect((await call(t.app, agentA, 'POST', `${url}/accept`)).statusCode).toBe(200);
    expect((await call(t.app, agentB, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, agentA, 'GET', url)).json<RequestDetail>().assignedAgent).toEqual({ id: agentA.profileId, fullName: 'Agnes Valuer' });
  });
});

describe('agent queue', () => {
  it('403 for a client; agents see open + own, admins all; by due date, overdue flagged', async () => {
    expect((await call(t.app, clientA, 'GET', '/api/requests/queue')).statusCode).toBe(403);
    const mine = await order(clientA, { county: 'Kiambu', town: 'Ruiru' });
    clock.set('2030-03-05T06:00:00.000Z'); // a day later: due a day later
    const open = await order(clientB, { county: 'Kiambu', town: 'Thika' });
    clock.set('2030-03-06T06:00:00.000Z');
    const taken = await order(clientB, { county: 'Kiambu', town: 'Limuru' });
    expect((await call(t.app, agentA, 'POST', `/api/requests/${mine.id}/accept`)).statusCode).toBe(200);
    expect((await call(t.app, agentB, 'POST', `/api/requests/${taken.id}/accept`)).statusCode).toBe(200);

    const queueOf = async (actor: Actor, query = 'county=Kiambu') => (await call(t.app, actor, 'GET', `/api/requests/queue?${query}`)).json<{ items: RequestQueueItem[]; nextCursor: string | null }>();
    expect((await queueOf(agentA)).items.map((i) => i.id)).toEqual([mine.id, open.id]);
    expect((await queueOf(agentB)).items.map((i) => i.id)).toEqual([open.id, taken.id]);
    expect((await queueOf(admin)).items.map((i) => i.id)).toEqual([mine.id, open.id, taken.id]);
    expect((await queueOf(agentA, 'county=Kiambu&status=pending')).items.map((i) => i.id)).toEqual([open.id]);
    const first = (await queueOf(admin, 'county=Kiambu&limit=2'));
    expect(first.items).toHaveLength(2);
    const rest = await queueOf(admin, `county=Kiambu&limit=2&cursor=${first.nextCursor}`);
    expect(rest.items.map((i) => i.id)).toEqual([taken.id]);
    expect((await queueOf(agentA)).items[1]).toMatchObject({ requesterName: 'Brian Otieno', town: 'Thika', overdue: false, assignedAgentId: null });

    clock.set('2030-04-01T06:00:00.000Z');
    expect((await queueOf(agentA)).items.every((i) => i.overdue)).toBe(true);
    clock.set('2030-03-04T06:00:00.000Z');
  });
});

describe('moves', () => {
  it('two agents accepting at once: exactly one wins', async () => {
    const detail = await order(clientA);
    const [a, b] = await Promise.all([
      call(t.app, agentA, 'POST', `/api/requests/${detail.id}/accept`),
      call(t.app, agentB, 'POST', `/api/requests/${detail.id}/accept`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    const accepted = await t.app.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, detail.id), eq(auditLogs.actionType, 'request_accepted')));
    expect(accepted).toHaveLength(1);
    const clientNotes = (await notificationsOf(clientA.userId)).filter((n) => n.link === `/my-requests/${detail.id}`);
    expect(clientNotes.map((n) => n.kind)).toEqual(['request_assigned']);
  });

  it('accept is for agents only', async () => {
    const detail = await order(clientA);
    expect((await call(t.app, clientA, 'POST', `/api/requests/${detail.id}/accept`)).statusCode).toBe(403);
    expect((await call(t.app, admin, 'POST', `/api/requests/${detail.id}/accept`)).statusCode).toBe(403);
  });

  it('release: the assigned agent only, while assigned', async () => {
    const detail = await order(clientA);
    const url = `/api/requests/${detail.id}`;
    expect((await call(t.app, agentA, 'POST', `${url}/release`)).json()).toMatchObject({ code: 'FORBIDDEN' });
    await call(t.app, agentA, 'POST', `${url}/accept`);
    expect((await call(t.app, agentB, 'POST', `${url}/release`)).statusCode).toBe(404);
    expect((await call(t.app, clientA, 'POST', `${url}/release`)).statusCode).toBe(403);
    const released = await call(t.app, agentA, 'POST', `${url}/release`);
    expect(released.json<RequestDetail>()).toMatchObject({ status: 'pending', assignedAgent: null });
    expect((await call(t.app, admin, 'POST', `${url}/release`)).json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    const timeline = released.json<RequestDetail>().timeline.map((t) => [t.action, t.status, t.by?.fullName]);
    expect(timeline).toEqual([
      ['request_created', 'pending', 'Wanjiku Kamau'],
      ['request_accepted', 'assigned', 'Agnes Valuer'],
      ['request_released', 'pending', 'Agnes Valuer'],
    ]);
  });

  it('assign: admin only, to an agent; the agent and the client are notified', async () => {
    const detail = await order(clientA);
    const url = `/api/requests/${detail.id}/assign`;
    expect((await call(t.app, agentA, 'POST', url, { agentId: agentA.profileId })).statusCode).toBe(403);
    const notAgent = await call(t.app, admin, 'POST', url, { agentId: clientB.profileId });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json()).toMatchObject({ fields: { agentId: REQUEST_MESSAGES.agentId } });
    expect((await call(t.app, admin, 'POST', url, { agentId: 'nope' })).statusCode).toBe(400);
    const res = await call(t.app, admin, 'POST', url, { agentId: agentB.profileId });
    expect(res.json<RequestDetail>()).toMatchObject({ status: 'assigned', assignedAgent: { id: agentB.profileId } });
    const agentNotes = (await notificationsOf(agentB.userId)).filter((n) => n.title === 'Request assigned to you');
    expect(agentNotes.length).toBeGreaterThan(0);
    // Reassigning tells the previous agent too.
    await call(t.app, admin, 'POST', url, { agentId: agentA.profileId });
    expect((await notificationsOf(agentB.userId)).some((n) => n.title === 'Request reassigned')).toBe(true);
  });

  it('cancel: the client while pending/assigned, others 404/403, then 409', async () => {
    const detail = await order(clientA);
    const url = `/api/requests/${detail.id}/cancel`;
    expect((await call(t.app, clientB, 'POST', url, {})).statusCode).toBe(404);
    expect((await call(t.app, agentA, 'POST', url, {})).statusCode).toBe(403);
    const res = await call(t.app, clientA, 'POST', url, { reason: 'Sold already' });
    expect(res.json<RequestDetail>().status).toBe('cancelled');
    expect((await call(t.app, clientA, 'POST', url, {})).json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect((await call(t.app, admin, 'POST', url, {})).statusCode).toBe(409);
  });

  it('GET /api/agents: admins only', async () => {
    expect((await call(t.app, agentA, 'GET', '/api/agents')).statusCode).toBe(403);
    const res = await call(t.app, admin, 'GET', '/api/agents');
    const ids = res.json<{ items: Array<{ id: string; fullName: string }> }>().items.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([agentA.profileId, agentB.profileId]));
    expect(ids).not.toContain(clientA.profileId);
  });
});

describe('notifications', () => {
  it('unread count, mark one (owner only), mark all', async () => {
    const items = await notificationsOf(clientA.userId);
    expect(items.length).toBeGreaterThan(1);
    const count = async (a: Actor) => (await call(t.app, a, 'GET', '/api/notifications/unread-count')).json<{ count: number }>().count;
    expect(await count(clientA)).toBe(items.length);
    const first = items[0]?.id ?? '';
    expect((await call(t.app, clientB, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(404);
    expect((await call(t.app, clientA, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(204);
    expect((await call(t.app, clientA, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(204);
    expect(await count(clientA)).toBe(items.length - 1);
    expect((await call(t.app, clientA, 'POST', '/api/notifications/read-all')).statusCode).toBe(204);
    expect(await count(clientA)).toBe(0);
    expect((await call(t.app, null, 'GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });
});
