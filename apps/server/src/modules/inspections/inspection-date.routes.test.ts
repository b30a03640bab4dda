import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INSPECTION_DATE_MESSAGES as D, VISIT_DATE_UNCONFIRMED } from '@thamani/domain/inspection-date';
import type { InspectionDetail, SubmittedInspectionSummary } from '@thamani/domain/inspections';
import type { RequestDetail } from '@thamani/domain/requests';
import type { VisitDetail } from '@thamani/domain/visits';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { requiredAnswers } from '#test/inspection-answers.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

/** The date of inspection: the day the valuer was on site, recorded on submit; a visit booked later moves to it once confirmed. */

const MONDAY_4_MARCH = '2030-03-04T06:00:00.000Z'; // 09:00 Nairobi
const t = useTestApp({
  clock: MONDAY_4_MARCH,
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agent: { role: 'agent', name: 'Otieno Valuer' },
    otherAgent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, agent, otherAgent, admin } = t.actors;

function submit(actor: Actor, id: string, body: Record<string, unknown>) {
  return call(t.app, actor, 'POST', `/api/inspections/${id}/submit`, body);
}

/** A request accepted by the agent, its visit booked for `date` at `time`, the checklist filled in. */
async function filledFor(date: string, time = '2:30 PM'): Promise<InspectionDetail> {
  const created = await call(t.app, client, 'POST', '/api/requests', requestBody());
  expect(created.statusCode, created.body).toBe(201);
  const r = created.json<RequestDetail>();
  expect((await call(t.app, agent, 'POST', `/api/requests/${r.id}/accept`)).statusCode).toBe(200);
  // The audit trail is stamped by the database's clock: put the acceptance on the test clock's day.
  await t.database.db
    .update(auditLogs)
    .set({ createdAt: t.clock.now() })
    .where(and(eq(auditLogs.entityId, r.id), eq(auditLogs.actionType, 'request_accepted')));
  const visit = await call(t.app, agent, 'POST', '/api/visits', {
    requestId: r.id,
    propertyId: r.property?.id,
    date,
    time,
    durationMinutes: 60,
  });
  expect(visit.statusCode, visit.body).toBe(201);
  const started = await call(t.app, agent, 'POST', `/api/visits/${visit.json<VisitDetail>().id}/inspection`);
  const i = started.json<InspectionDetail>();
  const filled = await call(t.app, agent, 'PATCH', `/api/inspections/${i.id}`, {
    version: i.version,
    changes: requiredAnswers(i.template),
  });
  expect(filled.statusCode, filled.body).toBe(200);
  return filled.json<InspectionDetail>();
}

async function stored(id: string) {
  const [row] = await t.database.db
    .select({
      status: inspections.status,
      inspectedOn: inspections.inspectedOn,
      visitStatus: siteVisits.status,
      scheduledDate: siteVisits.scheduledDate,
    })
    .from(inspections)
    .innerJoin(siteVisits, eq(siteVisits.id, inspections.visitId))
    .where(eq(inspections.id, id));
  return row;
}

describe('the date of inspection', () => {
  it('a visit booked for a later day is not completed without the valuer confirming the day on site', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-06'); // Wednesday
    const res = await submit(agent, i.id, { version: i.version });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: D.unconfirmed('Wednesday 6 March'),
      details: { code: VISIT_DATE_UNCONFIRMED, scheduledDate: '2030-03-06T11:30:00.000Z', inspectedOn: '2030-03-04' },
    });
    // Nothing half-written: still in progress, the visit still booked for Wednesday.
    expect(await stored(i.id)).toEqual({
      status: 'in_progress',
      inspectedOn: null,
      visitStatus: 'scheduled',
      scheduledDate: new Date('2030-03-06T11:30:00.000Z'),
    });
  });

  it('confirmed: the day on site is recorded, the visit moves to it (same time) and is completed, audited', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-07');
    const res = await submit(agent, i.id, { version: i.version, confirmVisitDate: true });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<InspectionDetail>();
    expect(detail).toMatchObject({
      status: 'submitted',
      inspectedOn: '2030-03-04',
      visit: { status: 'completed', scheduledDate: '2030-03-04T11:30:00.000Z' },
    });
    expect(await stored(i.id)).toMatchObject({ inspectedOn: '2030-03-04', visitStatus: 'completed' });
    const moved = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, i.visitId), eq(auditLogs.actionType, 'site_visit_rescheduled')));
    expect(moved.map((a) => a.details)).toEqual([
      expect.objectContaining({
        previous_date: '2030-03-07T11:30:00.000Z',
        scheduled_date: '2030-03-04T11:30:00.000Z',
        reason: 'inspected_earlier',
      }),
    ]);
    const [submitted] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, i.id), eq(auditLogs.actionType, 'inspection_submitted')));
    expect(submitted?.details).toMatchObject({
      inspected_on: '2030-03-04',
      visit_moved_from: '2030-03-07T11:30:00.000Z',
    });
    // The client's summary says the day the valuer was there.
    const summary = await call(t.app, client, 'GET', `/api/requests/${i.requestId}/inspection-summary`);
    expect(summary.json<SubmittedInspectionSummary>().visitedOn).toBe('2030-03-04');
    // The visit's own page and the visit summary agree.
    expect((await call(t.app, agent, 'GET', `/api/visits/${i.visitId}`)).json<VisitDetail>()).toMatchObject({
      status: 'completed',
      scheduledDate: '2030-03-04T11:30:00.000Z',
    });
    expect((await call(t.app, agent, 'GET', `/api/visits/${i.visitId}/inspection-summary`)).json()).toMatchObject({
      inspectedOn: '2030-03-04',
    });
  });

  it('a Saturday on site is recorded as it was (the weekday rule of booking is for the diary ahead)', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-11'); // the next Monday
    t.clock.set('2030-03-09T08:00:00.000Z'); // Saturday 9 March, 11:00 Nairobi
    const res = await submit(agent, i.id, { version: i.version, confirmVisitDate: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InspectionDetail>()).toMatchObject({
      inspectedOn: '2030-03-09',
      visit: { status: 'completed', scheduledDate: '2030-03-09T11:30:00.000Z' },
    });
  });

  it('a visit booked for that day or earlier needs no confirmation and keeps its date', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-05');
    t.clock.set('2030-03-06T07:00:00.000Z'); // Wednesday: the valuer went on Tuesday as booked
    const res = await submit(agent, i.id, { version: i.version, inspectedOn: '2030-03-05' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InspectionDetail>()).toMatchObject({
      inspectedOn: '2030-03-05',
      visit: { status: 'completed', scheduledDate: '2030-03-05T11:30:00.000Z' },
    });
  });

  it('left out, the date of inspection is today in Nairobi (not the UTC day)', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-05', '10:00 AM');
    t.clock.set('2030-03-05T22:30:00.000Z'); // 01:30 on Wednesday 6 March in Nairobi
    const res = await submit(agent, i.id, { version: i.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InspectionDetail>().inspectedOn).toBe('2030-03-06');
  });

  it('refuses a day in the future, before the request was taken on, or not a date — in words, on the field', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-12');
    const future = await submit(agent, i.id, { version: i.version, inspectedOn: '2030-03-05', confirmVisitDate: true });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ message: D.future, fields: { inspectedOn: D.future } });
    const early = await submit(agent, i.id, { version: i.version, inspectedOn: '2030-03-01', confirmVisitDate: true });
    expect(early.statusCode).toBe(400);
    const before = D.beforeTakenOn('Monday 4 March');
    expect(early.json()).toMatchObject({ message: before, fields: { inspectedOn: before } });
    const invalid = await submit(agent, i.id, {
      version: i.version,
      inspectedOn: '2030-02-30',
      confirmVisitDate: true,
    });
    expect(invalid.statusCode).toBe(400);
    expect(await stored(i.id)).toMatchObject({ status: 'in_progress', inspectedOn: null, visitStatus: 'scheduled' });
  });

  it('only its valuer submits: admins 403, other valuers and clients 404, anonymous 401 — the visit stays put', async () => {
    t.clock.set(MONDAY_4_MARCH);
    const i = await filledFor('2030-03-13');
    const body = { version: i.version, inspectedOn: '2030-03-04', confirmVisitDate: true };
    expect((await submit(admin, i.id, body)).statusCode).toBe(403);
    expect((await submit(otherAgent, i.id, body)).statusCode).toBe(404);
    expect((await submit(client, i.id, body)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/inspections/${i.id}/submit`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored(i.id)).toMatchObject({
      status: 'in_progress',
      inspectedOn: null,
      visitStatus: 'scheduled',
      scheduledDate: new Date('2030-03-13T11:30:00.000Z'),
    });
  });
});
