import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '@thamani/domain/app-error';
import { REQUEST_MOVE_AUDIT } from '@thamani/domain/audit';
import { REQUEST_STATUSES, REQUEST_TRANSITIONS, type RequestAction, type RequestDetail, type RequestStatus } from '@thamani/domain/requests';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { realtimeEvents } from '#db/schema/realtime-events.table.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { getAgentProfile, lockRequestRow } from '../requests/index.ts';
import { lockVisitRow } from '../visits/index.ts';
import { MOVES } from '#composition/lifecycle-moves.ts';
import { moveRequest, moveRequestById, type Move, type MoveAction } from './index.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    otherClient: { role: 'user', name: 'Brian Otieno' },
    agent: { role: 'agent', name: 'Agnes Valuer' },
    otherAgent: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, otherClient, agent, otherAgent, admin } = t.actors;
type Who = 'client' | 'otherClient' | 'agent' | 'otherAgent' | 'admin';
const ROLE_OF: Record<Who, Identity['role']> = { client: 'user', otherClient: 'user', agent: 'agent', otherAgent: 'agent', admin: 'admin' };
const actorOf = (who: Who): Actor => ({ client, otherClient, agent, otherAgent, admin })[who];
const identity = (who: Who): Identity => {
  const a = actorOf(who);
  return { userId: a.userId, sessionId: 'test', email: a.email, role: ROLE_OF[who], profileId: a.profileId, firmId: a.firmId };
};

/** A fresh request of `client`, put straight into `status` (assigned to `agent` unless pending). */
async function requestIn(status: RequestStatus, opts: { assigned?: boolean } = {}): Promise<RequestDetail> {
  const res = await call(t.app, client, 'POST', '/api/requests', requestBody());
  expect(res.statusCode, res.body).toBe(201);
  const detail = res.json<RequestDetail>();
  const assigned = opts.assigned ?? status !== 'pending';
  await t.app.ctx.db
    .update(valuationRequests)
    .set({ status, assignedAgentId: assigned ? agent.profileId : null })
    .where(eq(valuationRequests.id, detail.id));
  return detail;
}

let visitDay = 0;
/** A scheduled visit of `agent` for the request, each on its own day (no overlap between tests). */
async function visitOf(request: RequestDetail): Promise<string> {
  visitDay += 1;
  const [row] = await t.app.ctx.db
    .insert(siteVisits)
    .values({
      requestId: request.id,
      propertyId: request.property?.id ?? null,
      agentId: agent.profileId,
      clientId: client.profileId,
      scheduledDate: new Date(Date.UTC(2030, 3, visitDay, 7)),
      durationMinutes: 60,
      status: 'scheduled',
    })
    .returning({ id: siteVisits.id });
  return row?.id ?? '';
}

/** The move `action` with the extras it needs for `request`. */
async function moveFor(action: MoveAction, request: RequestDetail): Promise<(tx: Parameters<typeof moveRequest>[0], who: Identity) => Promise<unknown>> {
  const ctx = t.app.ctx;
  switch (action) {
    case 'accept':
    case 'release':
      return (tx, who) => moveRequestById(tx, ctx, request.id, who, { action } as Move);
    case 'cancel':
      return (tx, who) => moveRequestById(tx, ctx, request.id, who, { action, reason: 'No longer selling' });
    case 'assign': {
      const profile = await getAgentProfile(ctx.db, otherAgent.profileId);
      if (!profile) {
        throw new Error('agent profile missing');
      }
      return (tx, who) => moveRequestById(tx, ctx, request.id, who, { action, agent: profile });
    }
    case 'schedule_visit': {
      visitDay += 1;
      const date = `2030-04-${String(visitDay).padStart(2, '0')}`;
      const body = { requestId: request.id, propertyId: request.property?.id ?? '', date, time: '10:00', durationMinutes: 60 as const, notes: undefined };
      return (tx, who) => moveRequestById(tx, ctx, request.id, who, { action, body, scheduledDate: new Date(`${date}T07:00:00.000Z`) });
    }
    case 'submit_report':
    case 'request_changes':
    case 'approve':
      throw new Error(`${action} needs a report: reports.routes.test.ts walks it`);
    case 'complete_visit':
    case 'cancel_visit': {
      const visitId = await visitOf(request);
      return async (tx, who) => {
        const row = await lockRequestRow(tx, who.firmId, request.id);
        const visit = await lockVisitRow(tx, who.firmId, visitId);
        if (!visit) {
          throw new Error('visit missing');
        }
        return action === 'complete_visit'
          ? moveRequest(tx, ctx, row, who, { action, visit })
          : moveRequest(tx, ctx, row, who, { action, visit, reason: 'The owner is away' });
      };
    }
  }
}

/** Who may make each move on a request assigned to `agent` (pending and unassigned for accept). */
const MAY: Record<MoveAction, Who[]> = {
  accept: ['agent', 'otherAgent'],
  assign: ['admin'],
  release: ['agent', 'admin'],
  cancel: ['client', 'admin'],
  schedule_visit: ['agent'],
  complete_visit: ['agent', 'admin'],
  cancel_visit: ['agent', 'admin'],
  submit_report: ['agent'],
  request_changes: ['admin'],
  approve: ['admin'],
};
/** The report moves need a submitted report; reports.routes.test.ts walks them through the API. */
const REPORT_MOVES: MoveAction[] = ['submit_report', 'request_changes', 'approve'];
const MOVE_ACTIONS = (Object.keys(MOVES) as MoveAction[]).filter((a) => !REPORT_MOVES.includes(a));
const WHO: Who[] = ['client', 'otherClient', 'agent', 'otherAgent', 'admin'];

async function attempt(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) {
      return error.code;
    }
    throw error;
  }
}

async function auditRowsOf(requestId: string) {
  return t.app.ctx.db
    .select()
    .from(auditLogs)
    .where(sql`(${auditLogs.entityType} = 'valuation_request' and ${auditLogs.entityId} = ${requestId}) or ${auditLogs.details}->>'request_id' = ${requestId}`)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id));
}

async function statusOf(requestId: string): Promise<RequestStatus | undefined> {
  const [row] = await t.app.ctx.db.select({ status: valuationRequests.status }).from(valuationRequests).where(eq(valuationRequests.id, requestId));
  return row?.status;
}

describe('the moves the lifecycle knows', () => {
  it('are keyed by their own action; every move of the transition table is declared', () => {
    for (const [key, definition] of Object.entries(MOVES)) {
      expect(definition.action).toBe(key);
    }
    const all = Object.keys(REQUEST_TRANSITIONS) as RequestAction[];
    expect(all.filter((a) => !(a in MOVES))).toEqual([]);
  });
});

describe.each(MOVE_ACTIONS)('moveRequest: %s', (action) => {
  const rule = REQUEST_TRANSITIONS[action];
  // Admins where they may (they may move from every status the table allows), else the first who may.
  const mover: Who = MAY[action].includes('admin') ? 'admin' : (MAY[action][0] ?? 'admin');

  it(`moves from ${rule.from.join(', ')} to ${rule.to}, with its audit row and request.updated in the same commit`, async () => {
    for (const from of rule.from) {
      const request = await requestIn(from, { assigned: action !== 'accept' });
      const run = await moveFor(action, request);
      await inTransaction(t.app.ctx, (tx) => run(tx, identity(mover)));
      expect(await statusOf(request.id)).toBe(rule.to);
      expect(await auditRowsOf(request.id)).toContainEqual(
        expect.objectContaining({ actionType: REQUEST_MOVE_AUDIT[action], userId: identity(mover).userId }),
      );
      const events = await t.app.ctx.db
        .select()
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.name, 'request.updated'), sql`${realtimeEvents.data}->>'requestId' = ${request.id}`));
      expect(events.map((e) => e.data)).toContainEqual({ requestId: request.id, status: rule.to });
    }
  });

  it('is refused from every other status, changing nothing', async () => {
    const refused = REQUEST_STATUSES.filter((s) => !rule.from.includes(s));
    for (const from of refused) {
      const request = await requestIn(from, { assigned: action !== 'accept' });
      const run = await moveFor(action, request);
      const before = (await auditRowsOf(request.id)).length;
      const result = await attempt(() => inTransaction(t.app.ctx, (tx) => run(tx, identity(mover))));
      expect(result, `${action} from ${from}`).toBe('INVALID_TRANSITION');
      expect(await statusOf(request.id)).toBe(from);
      expect((await auditRowsOf(request.id)).length).toBe(before);
    }
  });

  it(`may be made by ${MAY[action].join(' and ')} only`, async () => {
    const outcome: Record<string, string> = {};
    for (const who of WHO) {
      const request = await requestIn(rule.from[0] ?? 'pending', { assigned: action !== 'accept' });
      const run = await moveFor(action, request);
      outcome[who] = await attempt(() => inTransaction(t.app.ctx, (tx) => run(tx, identity(who))));
      if (outcome[who] !== 'ok') {
        expect(await statusOf(request.id)).toBe(rule.from[0]);
      }
    }
    for (const who of WHO) {
      if (MAY[action].includes(who)) {
        expect(outcome[who], who).toBe('ok');
      } else {
        expect(['FORBIDDEN', 'NOT_FOUND'], `${who}: ${outcome[who]}`).toContain(outcome[who]);
      }
    }
  });
});

describe('moveRequestById', () => {
  it('answers 404 for a request that does not exist (403 first for a role that may never move it)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cancel = (who: Who) => attempt(() => inTransaction(t.app.ctx, (tx) => moveRequestById(tx, t.app.ctx, missing, identity(who), { action: 'cancel' })));
    const accept = (who: Who) => attempt(() => inTransaction(t.app.ctx, (tx) => moveRequestById(tx, t.app.ctx, missing, identity(who), { action: 'accept' })));
    expect(await cancel('admin')).toBe('NOT_FOUND');
    expect(await accept('agent')).toBe('NOT_FOUND');
    expect(await accept('admin')).toBe('FORBIDDEN');
  });

  it('rolls the whole move back when a later step fails (no status, audit row or event)', async () => {
    const request = await requestIn('assigned');
    const before = (await auditRowsOf(request.id)).length;
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        await moveRequestById(tx, t.app.ctx, request.id, identity('admin'), { action: 'cancel', reason: 'x' });
        throw new Error('the caller failed after the move');
      }),
    ).rejects.toThrow('the caller failed after the move');
    expect(await statusOf(request.id)).toBe('assigned');
    expect((await auditRowsOf(request.id)).length).toBe(before);
  });

  it('lets other areas react in the same transaction: a cancelled request’s booked visit is cancelled too', async () => {
    const request = await requestIn('visit_scheduled');
    const visitId = await visitOf(request);
    await inTransaction(t.app.ctx, (tx) => moveRequestById(tx, t.app.ctx, request.id, identity('admin'), { action: 'cancel', reason: 'Sold privately' }));
    const [visit] = await t.app.ctx.db.select().from(siteVisits).where(eq(siteVisits.id, visitId));
    expect(visit).toMatchObject({ status: 'cancelled', cancelReason: 'Sold privately' });
    const audit = (await auditRowsOf(request.id)).find((row) => row.actionType === 'request_cancelled');
    expect(audit?.details).toEqual({ from: 'visit_scheduled', status: 'cancelled', reason: 'Sold privately' });
  });
});
