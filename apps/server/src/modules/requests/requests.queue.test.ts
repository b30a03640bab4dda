import { describe, expect, it } from 'vitest';
import type { RequestDetail, RequestQueueCounts, RequestQueueItem } from '@thamani/domain/requests';
import type { VisitDetail } from '@thamani/domain/visits';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agent: { role: 'agent', name: 'Agnes Valuer' },
    otherAgent: { role: 'agent', name: 'Otieno Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const {
  actors: { client, agent, otherAgent, admin },
  clock,
} = t;

type Page = { items: RequestQueueItem[]; nextCursor: string | null };

async function order(town: string): Promise<RequestDetail> {
  const res = await call(t.app, client, 'POST', '/api/requests', requestBody({ county: 'Nyeri', town }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RequestDetail>();
}

async function post(actor: Actor, url: string, payload: unknown = {}) {
  const res = await call(t.app, actor, 'POST', url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** Agnes books the (accepted) request's site visit: Wednesday 6 March 2030, 10:00 AM Nairobi. */
const bookVisit = async (request: RequestDetail) =>
  (
    await post(agent, '/api/visits', {
      requestId: request.id,
      propertyId: request.property?.id,
      date: '2030-03-06',
      time: '10:00 AM',
      durationMinutes: 60,
    })
  ).json<VisitDetail>();

const queue = async (actor: Actor, query = '') =>
  (await call(t.app, actor, 'GET', `/api/requests/queue?county=Nyeri${query}`)).json<Page>();
const ids = (page: Page) => page.items.map((i) => i.id).sort();

describe('GET /api/requests/queue: work that needs action first, each row with its booked visit', () => {
  it('lists open work by default, closed work with status=closed, everything with status=all', async () => {
    const open = await order('Othaya');
    const booked = await order('Karatina');
    const cancelled = await order('Mukurwe-ini');
    await post(agent, `/api/requests/${booked.id}/accept`);
    await post(agent, `/api/requests/${cancelled.id}/accept`);
    await post(client, `/api/requests/${cancelled.id}/cancel`, {});
    const visit = await bookVisit(booked);

    for (const actor of [agent, admin]) {
      expect(ids(await queue(actor))).toEqual([open.id, booked.id].sort());
      expect(ids(await queue(actor, '&status=open'))).toEqual([open.id, booked.id].sort());
      expect(ids(await queue(actor, '&status=closed'))).toEqual([cancelled.id]);
      expect(ids(await queue(actor, '&status=all'))).toEqual([open.id, booked.id, cancelled.id].sort());
      expect(ids(await queue(actor, '&status=cancelled'))).toEqual([cancelled.id]);
    }

    const rows = (await queue(agent)).items;
    expect(rows.find((r) => r.id === booked.id)).toMatchObject({
      reference: booked.reference,
      status: 'visit_scheduled',
      // 10:00 AM in Nairobi is 07:00 UTC.
      visit: { id: visit.id, scheduledAt: '2030-03-06T07:00:00.000Z', status: 'scheduled' },
    });
    expect(rows.find((r) => r.id === open.id)?.visit).toBeNull();

    // A cancelled visit is no longer booked: the row offers scheduling again.
    await post(agent, `/api/visits/${visit.id}/cancel`, { reason: 'Client away' });
    expect((await queue(agent)).items.find((r) => r.id === booked.id)?.visit).toBeNull();
  });

  it('refuses an unknown status (400), a client (403) and anyone signed out (401)', async () => {
    expect((await call(t.app, agent, 'GET', '/api/requests/queue?status=archived')).statusCode).toBe(400);
    expect((await call(t.app, client, 'GET', '/api/requests/queue?status=closed')).statusCode).toBe(403);
    expect((await call(t.app, null, 'GET', '/api/requests/queue')).statusCode).toBe(401);
  });
});

describe('GET /api/requests/queue/counts: the Agent Dashboard counters over the caller\'s queue', () => {
  const counts = async (actor: Actor) => {
    const res = await call(t.app, actor, 'GET', '/api/requests/queue/counts');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RequestQueueCounts>();
  };
  const openQueue = async (actor: Actor) =>
    (await call(t.app, actor, 'GET', '/api/requests/queue?status=open&limit=100')).json<Page>().items;

  it('counts to accept, to schedule and booked as the queue lists them; overdue agrees with the rows', async () => {
    const before = { agent: await counts(agent), other: await counts(otherAgent), admin: await counts(admin) };
    const waiting = await order('Chaka');
    const taken = await order('Naro Moru');
    const booked = await order('Kiganjo');
    await post(agent, `/api/requests/${taken.id}/accept`);
    await post(agent, `/api/requests/${booked.id}/accept`);
    await bookVisit(booked);
    expect(waiting.status).toBe('pending');

    const delta = (now: RequestQueueCounts, was: RequestQueueCounts) => ({
      toAccept: now.toAccept - was.toAccept,
      toSchedule: now.toSchedule - was.toSchedule,
      visitsBooked: now.visitsBooked - was.visitsBooked,
    });
    expect(delta(await counts(agent), before.agent)).toEqual({ toAccept: 1, toSchedule: 1, visitsBooked: 1 });
    expect(delta(await counts(admin), before.admin)).toEqual({ toAccept: 1, toSchedule: 1, visitsBooked: 1 });
    // Another valuer sees the unassigned request, never the work Agnes took.
    expect(delta(await counts(otherAgent), before.other)).toEqual({ toAccept: 1, toSchedule: 0, visitsBooked: 0 });

    // A year on, every open request in the queue is past due: the counter matches the flagged rows.
    clock.set('2031-03-04T06:00:00.000Z');
    try {
      for (const actor of [agent, otherAgent]) {
        const flagged = (await openQueue(actor)).filter((row) => row.overdue).length;
        expect(flagged).toBeGreaterThan(0);
        expect((await counts(actor)).overdue).toBe(flagged);
      }
    } finally {
      clock.set('2030-03-04T06:00:00.000Z');
    }
    expect((await counts(agent)).overdue).toBe((await openQueue(agent)).filter((row) => row.overdue).length);
  });

  it('refuses a client (403) and anyone signed out (401)', async () => {
    expect((await call(t.app, client, 'GET', '/api/requests/queue/counts')).statusCode).toBe(403);
    expect((await call(t.app, null, 'GET', '/api/requests/queue/counts')).statusCode).toBe(401);
  });
});
