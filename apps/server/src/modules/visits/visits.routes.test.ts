import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { VISIT_FORM_MESSAGES } from '@thamani/domain/messages';
import type { RequestDetail } from '@thamani/domain/requests';
import type { VisitDetail, VisitListItem } from '@thamani/domain/visits';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { devMailbox } from '#db/schema/dev-mailbox.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { MAIL_JOB } from '#platform/mail.ts';
import { requestMoved } from '../lifecycle/index.ts';
import { call, countQueries, mailsTo, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agentA: { role: 'agent', name: 'Agnes Valuer' },
    agentB: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, agentA, agentB, admin } = t.actors;

// Every test starts from no requests, visits, notifications, audit rows or mails: the signed-up
// people are shared, everything a test books it books itself.
beforeEach(async () => {
  await t.app.ctx.db.execute(
    sql`truncate ${siteVisits}, ${valuationRequests}, ${properties}, ${notifications}, ${auditLogs}, ${devMailbox} cascade`,
  );
});

/** A request of the client, accepted by `agent` unless null. */
async function assignedRequest(agent: Actor | null, title = 'Kilimani 3-bedroom house'): Promise<RequestDetail> {
  const created = await call(t.app, client, 'POST', '/api/requests', requestBody({ title }));
  expect(created.statusCode, created.body).toBe(201);
  const detail = created.json<RequestDetail>();
  if (!agent) {
    return detail;
  }
  const accepted = await call(t.app, agent, 'POST', `/api/requests/${detail.id}/accept`);
  expect(accepted.statusCode).toBe(200);
  return accepted.json<RequestDetail>();
}

function slot(r: RequestDetail, date: string, time: string, extra: Record<string, unknown> = {}) {
  return { requestId: r.id, propertyId: r.property?.id, date, time, durationMinutes: 60, ...extra };
}

async function visitCount(): Promise<number> {
  const [row] = await t.app.ctx.db.select({ n: count() }).from(siteVisits);
  return row?.n ?? 0;
}

async function book(agent: Actor, r: RequestDetail, date: string, time: string, extra: Record<string, unknown> = {}): Promise<VisitDetail> {
  const res = await call(t.app, agent, 'POST', '/api/visits', slot(r, date, time, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<VisitDetail>();
}

/** Agent A's Kilimani visit: Tuesday 5 March 2030, 10:00 to 11:00 AM. */
async function firstVisit(): Promise<{ first: VisitDetail; firstRequest: RequestDetail }> {
  const firstRequest = await assignedRequest(agentA);
  const first = await book(agentA, firstRequest, '2030-03-05', '10:00 AM', { notes: 'Bring the deed plan' });
  return { first, firstRequest };
}

/**
 * A booked week: agent A's Kilimani visit (Tue 10:00), Westlands right after it (Tue 11:00) and
 * Runda (Wed 2:00 PM); agent B's Karen villa (Tue 10:00).
 */
async function bookedWeek(): Promise<{ first: VisitDetail; firstRequest: RequestDetail }> {
  const { first, firstRequest } = await firstVisit();
  await book(agentA, await assignedRequest(agentA, 'Westlands office'), '2030-03-05', '11:00 AM');
  await book(agentB, await assignedRequest(agentB, 'Karen villa'), '2030-03-05', '10:00 AM');
  await book(agentA, await assignedRequest(agentA, 'Runda home'), '2030-03-06', '2:00 PM');
  return { first, firstRequest };
}

describe('POST /api/visits', () => {
  it('refuses a past date, a weekend, an unlisted slot, a slot earlier today — 400 with the field message, nothing created', async () => {
    const firstRequest = await assignedRequest(agentA);
    const cases: Array<[string, string, string, string]> = [
      ['2030-03-01', '10:00 AM', 'date', VISIT_FORM_MESSAGES.pastDate],
      ['2030-03-09', '10:00 AM', 'date', VISIT_FORM_MESSAGES.weekend],
      ['2030-03-05', '7:30 AM', 'time', VISIT_FORM_MESSAGES.slot],
      ['2030-03-05', '6:00 PM', 'time', VISIT_FORM_MESSAGES.slot],
      ['2030-03-04', '8:30 AM', 'time', VISIT_FORM_MESSAGES.pastTime],
    ];
    for (const [date, time, field, message] of cases) {
      const res = await call(t.app, agentA, 'POST', '/api/visits', slot(firstRequest, date, time));
      expect(res.statusCode, `${date} ${time}`).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    const badDuration = await call(t.app, agentA, 'POST', '/api/visits', slot(firstRequest, '2030-03-05', '10:00 AM', { durationMinutes: 45 }));
    expect(badDuration.json<{ fields: Record<string, string> }>().fields.durationMinutes).toBe(VISIT_FORM_MESSAGES.duration);
    expect(await visitCount()).toBe(0);
  });

  it('only the assigned agent: client 403, admin 403, another agent 404 (or 403 while open), wrong property 400', async () => {
    const firstRequest = await assignedRequest(agentA);
    const body = slot(firstRequest, '2030-03-05', '10:00 AM');
    expect((await call(t.app, client, 'POST', '/api/visits', body)).statusCode).toBe(403);
    expect((await call(t.app, admin, 'POST', '/api/visits', body)).statusCode).toBe(403);
    expect((await call(t.app, agentB, 'POST', '/api/visits', body)).statusCode).toBe(404);
    const open = await assignedRequest(null, 'Open request');
    expect((await call(t.app, agentB, 'POST', '/api/visits', slot(open, '2030-03-05', '10:00 AM'))).statusCode).toBe(403);
    const wrongProperty = await call(t.app, agentA, 'POST', '/api/visits', { ...body, propertyId: open.property?.id });
    expect(wrongProperty.statusCode).toBe(400);
    expect(await visitCount()).toBe(0);
  });

  it('schedules: visit + the spec’s audit row + request → visit_scheduled; the client is notified in-app and by e-mail', async () => {
    const firstRequest = await assignedRequest(agentA);
    const res = await call(t.app, agentA, 'POST', '/api/visits', slot(firstRequest, '2030-03-05', '10:00 AM', { notes: 'Bring the deed plan' }));
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json<VisitDetail>();
    expect(first).toMatchObject({
      requestId: firstRequest.id,
      status: 'scheduled',
      scheduledDate: '2030-03-05T07:00:00.000Z',
      durationMinutes: 60,
      notes: 'Bring the deed plan',
      property: { id: firstRequest.property?.id, title: 'Kilimani 3-bedroom house' },
      agent: { id: agentA.profileId, fullName: 'Agnes Valuer' },
      client: { fullName: 'Wanjiku Kamau', phone: '+254712345678' },
      review: null,
    });
    const audit = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.actionType, 'site_visit_scheduled'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'site_visit', entityId: first.id, userId: agentA.userId });
    expect(audit[0]?.details).toStrictEqual({
      property_id: firstRequest.property?.id,
      property_title: 'Kilimani 3-bedroom house',
      scheduled_date: '2030-03-05T07:00:00.000Z',
      request_id: firstRequest.id,
    });
    const request = (await call(t.app, client, 'GET', `/api/requests/${firstRequest.id}`)).json<RequestDetail>();
    expect(request.status).toBe('visit_scheduled');
    expect(request.visit).toMatchObject({ id: first.id, status: 'scheduled' });
    expect(request.timeline.at(-1)).toMatchObject({ action: 'site_visit_scheduled', status: 'visit_scheduled', by: { fullName: 'Agnes Valuer' } });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.some((n) => n.kind === 'visit_scheduled' && n.link === `/my-requests/${firstRequest.id}`)).toBe(true);
    const mails = await mailsTo(t.app, client.email);
    expect(mails.some((m) => m.subject.includes('Site visit scheduled successfully'))).toBe(true);
    // The client cannot cancel once the visit is booked.
    expect((await call(t.app, client, 'POST', `/api/requests/${firstRequest.id}/cancel`, {})).json()).toMatchObject({ code: 'INVALID_TRANSITION' });
  });

  it('409 CONFLICT for a second visit of the request or one overlapping the agent’s visit; back-to-back is fine', async () => {
    const { firstRequest } = await firstVisit();
    expect((await call(t.app, agentA, 'POST', '/api/visits', slot(firstRequest, '2030-03-07', '10:00 AM'))).json()).toMatchObject({ code: 'CONFLICT' });
    const second = await assignedRequest(agentA, 'Westlands office');
    const overlap = await call(t.app, agentA, 'POST', '/api/visits', slot(second, '2030-03-05', '10:30 AM'));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json<{ message: string }>().message).toContain('10:00 AM to 11:00 AM');
    const before = await call(t.app, agentA, 'POST', '/api/visits', slot(second, '2030-03-05', '9:00 AM', { durationMinutes: 90 }));
    expect(before.statusCode).toBe(409);
    const backToBack = await call(t.app, agentA, 'POST', '/api/visits', slot(second, '2030-03-05', '11:00 AM'));
    expect(backToBack.statusCode).toBe(201);
    // Another agent's diary is separate.
    const other = await assignedRequest(agentB, 'Karen villa');
    expect((await call(t.app, agentB, 'POST', '/api/visits', slot(other, '2030-03-05', '10:00 AM'))).statusCode).toBe(201);
  });

  it('two concurrent overlapping bookings of one agent: exactly one 201 and one 409', async () => {
    const [r1, r2] = [await assignedRequest(agentA, 'Runda home'), await assignedRequest(agentA, 'Lavington flat')];
    const before = await visitCount();
    const results = await Promise.all([
      call(t.app, agentA, 'POST', '/api/visits', slot(r1, '2030-03-06', '2:00 PM')),
      call(t.app, agentA, 'POST', '/api/visits', slot(r2, '2030-03-06', '2:00 PM')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await visitCount()).toBe(before + 1);
    const loser = results.find((r) => r.statusCode === 409);
    const loserId = loser === results[0] ? r1.id : r2.id;
    expect((await call(t.app, agentA, 'GET', `/api/requests/${loserId}`)).json<RequestDetail>().status).toBe('assigned');
  });
});

describe('GET /api/visits', () => {
  it('an agent’s own, earliest first, in one query with property and client; admins all; clients 403', async () => {
    await bookedWeek();
    expect((await call(t.app, client, 'GET', '/api/visits')).statusCode).toBe(403);
    await call(t.app, agentA, 'GET', '/api/visits'); // warm the session cache
    // The bookings' mails and the reactions to the requests' moves run as background jobs, at
    // once after each commit: their queries must not fall inside the count.
    for (const queue of [MAIL_JOB, ...t.app.ctx.outbox.queuesOf(requestMoved)]) {
      await t.app.ctx.jobs.whenIdle(queue, 10_000);
    }
    const { result, queries } = await countQueries(t.database, () => call(t.app, agentA, 'GET', '/api/visits?limit=2'));
    expect(queries).toHaveLength(1);
    const page = result.json<{ items: VisitListItem[]; nextCursor: string }>();
    expect(page.items.map((v) => v.scheduledDate)).toEqual(['2030-03-05T07:00:00.000Z', '2030-03-05T08:00:00.000Z']);
    expect(page.items[0]).toMatchObject({ property: { title: 'Kilimani 3-bedroom house', address: 'Argwings Kodhek Rd, Nairobi' }, client: { fullName: 'Wanjiku Kamau' } });
    const rest = (await call(t.app, agentA, 'GET', `/api/visits?limit=2&cursor=${page.nextCursor}`)).json<{ items: VisitListItem[] }>();
    expect(rest.items.map((v) => v.scheduledDate)).toEqual(['2030-03-06T11:00:00.000Z']);
    const mineB = (await call(t.app, agentB, 'GET', '/api/visits')).json<{ items: VisitListItem[] }>();
    expect(mineB.items.map((v) => v.property?.title)).toEqual(['Karen villa']);
    const all = (await call(t.app, admin, 'GET', '/api/visits')).json<{ items: VisitListItem[] }>();
    expect(all.items).toHaveLength(4);
    const ranged = (await call(t.app, admin, 'GET', `/api/visits?from=2030-03-06T00:00:00Z&to=2030-03-07T00:00:00Z`)).json<{ items: VisitListItem[] }>();
    expect(ranged.items).toHaveLength(1);
  });

  it('by id: its agent and admins; another agent 404; a client 403', async () => {
    const { first } = await firstVisit();
    expect((await call(t.app, agentA, 'GET', `/api/visits/${first.id}`)).statusCode).toBe(200);
    expect((await call(t.app, admin, 'GET', `/api/visits/${first.id}`)).statusCode).toBe(200);
    expect((await call(t.app, agentB, 'GET', `/api/visits/${first.id}`)).statusCode).toBe(404);
    expect((await call(t.app, client, 'GET', `/api/visits/${first.id}`)).statusCode).toBe(403);
  });
});

describe('changing a visit', () => {
  it('reschedule: its agent only, same rules, no overlap; the client is notified', async () => {
    const { first } = await bookedWeek();
    const url = `/api/visits/${first.id}`;
    expect((await call(t.app, agentB, 'PUT', url, { date: '2030-03-07', time: '10:00 AM' })).statusCode).toBe(404);
    expect((await call(t.app, admin, 'PUT', url, { date: '2030-03-07', time: '10:00 AM' })).statusCode).toBe(403);
    expect((await call(t.app, agentA, 'PUT', url, { date: '2030-03-02', time: '10:00 AM' })).json()).toMatchObject({ fields: { date: VISIT_FORM_MESSAGES.weekend } });
    expect((await call(t.app, agentA, 'PUT', url, { date: '2030-03-05', time: '11:30 AM' })).statusCode).toBe(409);
    // Moving within its own slot does not clash with itself.
    expect((await call(t.app, agentA, 'PUT', url, { date: '2030-03-05', time: '10:00 AM', durationMinutes: 30 })).statusCode).toBe(200);
    const moved = await call(t.app, agentA, 'PUT', url, { date: '2030-03-07', time: '3:30 PM' });
    expect(moved.json<VisitDetail>()).toMatchObject({ scheduledDate: '2030-03-07T12:30:00.000Z', durationMinutes: 30, notes: 'Bring the deed plan' });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.filter((n) => n.kind === 'visit_rescheduled')).toHaveLength(2);
  });

  it('review: its agent saves a draft, then the final version (upsert)', async () => {
    const { first } = await firstVisit();
    const url = `/api/visits/${first.id}/review`;
    expect((await call(t.app, admin, 'PUT', url, { observations: 'Fine', conditionRating: 4 })).statusCode).toBe(403);
    expect((await call(t.app, agentA, 'PUT', url, { observations: '', conditionRating: 9 })).json()).toMatchObject({
      fields: { observations: VISIT_FORM_MESSAGES.observations, conditionRating: VISIT_FORM_MESSAGES.conditionRating },
    });
    const draft = await call(t.app, agentA, 'PUT', url, { observations: 'Roof needs repair', conditionRating: 3 });
    expect(draft.json<VisitDetail>().review).toMatchObject({ observations: 'Roof needs repair', conditionRating: 3, notes: null, draft: true });
    const final = await call(t.app, agentA, 'PUT', url, { observations: 'Roof repaired', conditionRating: 4, notes: 'Good access', draft: false });
    expect(final.json<VisitDetail>().review).toMatchObject({ observations: 'Roof repaired', conditionRating: 4, notes: 'Good access', draft: false });
  });

  it('complete → request in-progress; then 409', async () => {
    const { first, firstRequest } = await firstVisit();
    const url = `/api/visits/${first.id}/complete`;
    expect((await call(t.app, agentB, 'POST', url)).statusCode).toBe(404);
    const done = await call(t.app, agentA, 'POST', url);
    expect(done.json<VisitDetail>().status).toBe('completed');
    expect((await call(t.app, client, 'GET', `/api/requests/${firstRequest.id}`)).json<RequestDetail>().status).toBe('in-progress');
    expect((await call(t.app, agentA, 'POST', url)).json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect((await call(t.app, agentA, 'POST', `/api/visits/${first.id}/cancel`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('cancel with a reason → request back to assigned (admins too)', async () => {
    await bookedWeek();
    const visits = (await call(t.app, agentB, 'GET', '/api/visits')).json<{ items: VisitListItem[] }>();
    const visit = visits.items[0];
    expect(visit).toBeDefined();
    const url = `/api/visits/${visit?.id}/cancel`;
    expect((await call(t.app, agentB, 'POST', url, { reason: 'x' })).json()).toMatchObject({ fields: { reason: VISIT_FORM_MESSAGES.cancelReason } });
    const cancelled = await call(t.app, admin, 'POST', url, { reason: 'Owner travelling' });
    expect(cancelled.json<VisitDetail>()).toMatchObject({ status: 'cancelled', cancelReason: 'Owner travelling' });
    expect((await call(t.app, agentB, 'GET', `/api/requests/${visit?.requestId}`)).json<RequestDetail>().status).toBe('assigned');
    // The agent can book again.
    const again = await call(t.app, agentB, 'POST', '/api/visits', {
      requestId: visit?.requestId,
      propertyId: visit?.property?.id,
      date: '2030-03-08',
      time: '9:00 AM',
    });
    expect(again.statusCode).toBe(201);
  });
});
