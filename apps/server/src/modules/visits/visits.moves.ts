import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { VISIT_MESSAGES } from '@thamani/domain/messages';
import type { NotificationContent } from '@thamani/domain/notifications';
import { paths } from '@thamani/domain/paths';
import { enforce, manageVisitRefusal, scheduleVisitRefusal } from '@thamani/domain/policies';
import { formatTime12h, nairobiDateParts, type ScheduleVisitBody, type VisitStatus } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { linkMail } from '#platform/mail.ts';
import { emitEvent } from '#platform/realtime.ts';
import { defineMove, type LifecycleCtx, type MoveExtras, type MoveReaction } from '../lifecycle/index.ts';
import { notify } from '../notifications/index.ts';
import { visitUpdated } from './visits.events.ts';
import { visitBookingRefusalOf } from './visits.payment-gate.ts';
import { findOverlappingVisit, hasScheduledVisit, lockAgentSchedule, type VisitRow } from './visits.queries.ts';

/** The moves of the visits area (book, complete, cancel a site visit) and its reaction to a cancelled request. */

export const VISIT_ENTITY = 'site_visit';
const clientLink = (requestId: string) => paths.myRequest(requestId);

function nairobiTime(date: Date): string {
  const { hours, minutes } = nairobiDateParts(date);
  return formatTime12h(hours, minutes);
}

/** 409 CONFLICT when another scheduled visit of the agent overlaps (takes the agent's schedule lock). */
export async function refuseOverlap(
  tx: Db,
  agentId: string,
  start: Date,
  minutes: number,
  exceptId?: string,
): Promise<void> {
  await lockAgentSchedule(tx, agentId);
  const clash = await findOverlappingVisit(tx, agentId, start, minutes, exceptId);
  if (clash) {
    const end = new Date(clash.scheduledDate.getTime() + clash.durationMinutes * 60_000);
    throw new AppError('CONFLICT', L.overlap(nairobiTime(clash.scheduledDate), nairobiTime(end)));
  }
}

/** `visit.updated` after the commit, to the event's declared audience (visits.events.ts). */
export function emitVisitUpdated(
  tx: Db,
  row: { visitId: string; requestId: string; status: VisitStatus; userIds: Array<string | null> },
): void {
  emitEvent(
    tx,
    visitUpdated,
    { visitId: row.visitId, requestId: row.requestId, status: row.status },
    { userIds: row.userIds },
  );
}

/** The mail job is enqueued in the visit's own transaction: it exists only if the visit change commits. */
export async function mailClient(
  tx: Db,
  ctx: LifecycleCtx,
  to: string,
  subject: string,
  intro: string,
  requestId: string,
): Promise<void> {
  if (!to) {
    return;
  }
  await ctx.sendMail(
    linkMail(to, subject, intro, 'View your request', `${ctx.settings.publicUrl}${clientLink(requestId)}`),
    { tx },
  );
}

// ---------------------------------------------------------------------------------------------

export interface ScheduleExtras {
  body: ScheduleVisitBody;
  scheduledDate: Date;
}

/** The assigned valuer books the request's site visit (one scheduled visit per request, none overlapping theirs). */
export const scheduleVisitMove = defineMove<'schedule_visit', ScheduleExtras, { visitId: string }>({
  action: 'schedule_visit',
  refuse: (actor, request) => scheduleVisitRefusal(actor, request),
  async apply({ tx, row, move }) {
    const r = row.request;
    const { body, scheduledDate } = move;
    if (r.propertyId !== body.propertyId) {
      throw new AppError('VALIDATION', L.propertyMismatch, { propertyId: L.propertyMismatch });
    }
    if (await hasScheduledVisit(tx, r.id)) {
      throw new AppError('CONFLICT', L.visitAlreadyScheduled);
    }
    enforce(await visitBookingRefusalOf(tx, r.firmId, r.id));
    const agentId = r.assignedAgentId ?? '';
    await refuseOverlap(tx, agentId, scheduledDate, body.durationMinutes);
    const [visit] = await tx
      .insert(siteVisits)
      .values({
        requestId: r.id,
        propertyId: body.propertyId,
        agentId,
        clientId: r.requesterId,
        scheduledDate,
        durationMinutes: body.durationMinutes,
        notes: body.notes ?? null,
        status: 'scheduled',
      })
      .returning({ id: siteVisits.id });
    if (!visit) {
      throw new Error('visit insert returned nothing');
    }
    return { visitId: visit.id };
  },
  // The audit row carries exactly these details: property id and title, the scheduled instant, the request id.
  audit: ({ row, move }, { visitId }) => ({
    entityType: VISIT_ENTITY,
    entityId: visitId,
    details: {
      property_id: move.body.propertyId,
      property_title: row.property?.title ?? null,
      scheduled_date: move.scheduledDate.toISOString(),
      request_id: row.request.id,
    },
  }),
  async notify({ tx, ctx, row, move }) {
    const title = row.property?.title ?? 'your property';
    const text = await notify(tx, {
      userId: row.requesterUserId,
      kind: 'visit_scheduled',
      params: {
        request: { title: row.property?.title ?? null, reference: row.request.reference },
        scheduledAt: move.scheduledDate.toISOString(),
      },
      link: clientLink(row.request.id),
    });
    await mailClient(
      tx,
      ctx,
      row.requesterEmail,
      `${VISIT_MESSAGES.scheduled}: ${title} (${row.request.reference})`,
      text.body,
      row.request.id,
    );
  },
  events({ tx, row, actor }, { visitId }) {
    emitVisitUpdated(tx, {
      visitId,
      requestId: row.request.id,
      status: 'scheduled',
      userIds: [row.requesterUserId, actor.userId],
    });
  },
});

/** A scheduled visit, locked after its request (the lock order every move keeps: request → visit). */
export interface VisitExtras {
  visit: VisitRow;
}

function closeVisit(status: 'completed' | 'cancelled') {
  return async ({ tx, move }: { tx: Db; move: VisitExtras & { reason?: string } }): Promise<undefined> => {
    await tx
      .update(siteVisits)
      .set({ status, cancelReason: move.reason ?? null, updatedAt: sql`now()` })
      .where(eq(siteVisits.id, move.visit.visit.id));
    return undefined;
  };
}

async function notifyVisitClosed(
  tx: Db,
  actorUserId: string,
  visit: VisitRow,
  content: NotificationContent<'visit_completed' | 'visit_cancelled'>,
): Promise<void> {
  const v = visit.visit;
  if (visit.clientUserId) {
    await notify(tx, { userId: visit.clientUserId, ...content, link: clientLink(v.requestId) });
  }
  if (visit.agentUserId !== actorUserId) {
    await notify(tx, { userId: visit.agentUserId, ...content, link: paths.agent.visit(v.id) });
  }
}

/** The visit's request as its notifications name it: the property's title (null: none) and the reference. */
const requestOfVisit = (visit: VisitRow) => ({
  title: visit.property?.title ?? null,
  reference: visit.requestReference,
});

/** Its valuer (or an admin) marks the visit done: the request moves on to the valuation itself. */
export const completeVisitMove = defineMove<'complete_visit', VisitExtras, undefined>({
  action: 'complete_visit',
  refuse: (actor, _request, { visit }) => manageVisitRefusal(actor, visit.visit),
  apply: closeVisit('completed'),
  audit: ({ move, to }) => ({
    entityType: VISIT_ENTITY,
    entityId: move.visit.visit.id,
    details: { request_id: move.visit.visit.requestId, property_id: move.visit.visit.propertyId, status: to },
  }),
  notify: ({ tx, actor, move }) =>
    notifyVisitClosed(tx, actor.userId, move.visit, {
      kind: 'visit_completed',
      params: { request: requestOfVisit(move.visit) },
    }),
  events({ tx, move }) {
    const v = move.visit;
    emitVisitUpdated(tx, {
      visitId: v.visit.id,
      requestId: v.visit.requestId,
      status: 'completed',
      userIds: [v.clientUserId, v.agentUserId],
    });
  },
});

/** Its valuer (or an admin) calls the visit off with a reason: the request waits for a new booking. */
export const cancelVisitMove = defineMove<'cancel_visit', VisitExtras & { reason: string }, undefined>({
  action: 'cancel_visit',
  refuse: (actor, _request, { visit }) => manageVisitRefusal(actor, visit.visit),
  apply: closeVisit('cancelled'),
  audit: ({ move, to }) => ({
    entityType: VISIT_ENTITY,
    entityId: move.visit.visit.id,
    details: {
      request_id: move.visit.visit.requestId,
      property_id: move.visit.visit.propertyId,
      status: to,
      ...(move.reason ? { reason: move.reason } : {}),
    },
  }),
  notify: ({ tx, actor, move }) =>
    notifyVisitClosed(tx, actor.userId, move.visit, {
      kind: 'visit_cancelled',
      params: { request: requestOfVisit(move.visit), reason: move.reason },
    }),
  events({ tx, move }) {
    const v = move.visit;
    emitVisitUpdated(tx, {
      visitId: v.visit.id,
      requestId: v.visit.requestId,
      status: 'cancelled',
      userIds: [v.clientUserId, v.agentUserId],
    });
  },
});

/** A cancelled request's visit still booked is off too (with the request's reason). */
export const cancelVisitsOfCancelledRequest: MoveReaction<'cancel', MoveExtras<'cancel'>> = async ({ tx, row, move }) => {
  const cancelled = await tx
    .update(siteVisits)
    .set({ status: 'cancelled', cancelReason: move.reason ?? 'Request cancelled', updatedAt: sql`now()` })
    .where(and(eq(siteVisits.requestId, row.request.id), eq(siteVisits.status, 'scheduled')))
    .returning({ id: siteVisits.id });
  for (const visit of cancelled) {
    emitVisitUpdated(tx, {
      visitId: visit.id,
      requestId: row.request.id,
      status: 'cancelled',
      userIds: [row.requesterUserId, row.agentUserId],
    });
  }
};

/** The visits area's moves, by action, as the composition root registers them with the lifecycle. */
export const VISIT_MOVES = { schedule_visit: scheduleVisitMove, complete_visit: completeVisitMove, cancel_visit: cancelVisitMove };

/** What the visits area does in other areas' moves, by action. */
export const VISIT_REACTIONS = { cancel: [cancelVisitsOfCancelledRequest] };

declare module '../lifecycle/index.ts' {
  interface LifecycleMoves {
    schedule_visit: typeof scheduleVisitMove;
    complete_visit: typeof completeVisitMove;
    cancel_visit: typeof cancelVisitMove;
  }
}
