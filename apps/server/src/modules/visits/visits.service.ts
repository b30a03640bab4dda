import { eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { formatDateTime } from '@thamani/domain/display';
import { LIFECYCLE_MESSAGES as L, NOTIFICATION_TEXTS as T } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import { VISIT_MESSAGES } from '@thamani/domain/messages';
import { REQUEST_STATUS_LABELS, nextStatus, type RequestAction, type RequestStatus } from '@thamani/domain/requests';
import {
  VISIT_STATUS_LABELS,
  formatTime12h,
  nairobiDateParts,
  toScheduledInstant,
  type CancelVisitBody,
  type ListVisitsQuery,
  type RescheduleVisitBody,
  type ScheduleVisitBody,
  type VisitDetail,
  type VisitListItem,
  type VisitReviewBody,
} from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { visitReviews } from '#db/schema/visit-reviews.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { linkMail } from '#platform/mail.ts';
import { emitAfterCommit } from '#platform/realtime.ts';
import { inTransaction } from '#platform/transaction.ts';
import { notify } from '../notifications/notify.ts';
import { lockRequestRow } from '../requests/requests.queries.ts';
import { canSeeRequest, emitRequestUpdated } from '../requests/requests.service.ts';
import { findOverlappingVisit, getVisitRow, hasScheduledVisit, listVisits, lockAgentSchedule, lockVisitRow, type VisitRow } from './visits.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings'>;

export const VISIT_ENTITY = 'site_visit';
const clientLink = (requestId: string) => `/my-requests/${requestId}`;

function requireAgentProfile(identity: Identity, message: string = L.agentsOnly): string {
  if (identity.role !== 'agent' || !identity.profileId) {
    throw new AppError('FORBIDDEN', message);
  }
  return identity.profileId;
}

function nairobiTime(date: Date): string {
  const { hours, minutes } = nairobiDateParts(date);
  return formatTime12h(hours, minutes);
}

/** 409 CONFLICT when another scheduled visit of the agent overlaps (call with the agent's lock held). */
async function refuseOverlap(tx: Db, agentId: string, start: Date, minutes: number, exceptId?: string): Promise<void> {
  await lockAgentSchedule(tx, agentId);
  const clash = await findOverlappingVisit(tx, agentId, start, minutes, exceptId);
  if (clash) {
    const end = new Date(clash.scheduledDate.getTime() + clash.durationMinutes * 60_000);
    throw new AppError('CONFLICT', L.overlap(nairobiTime(clash.scheduledDate), nairobiTime(end)));
  }
}

function requestTransition(status: RequestStatus, action: RequestAction, verb: string): RequestStatus {
  const to = nextStatus(status, action);
  if (!to) {
    throw new AppError('INVALID_TRANSITION', L.invalidTransition(verb, REQUEST_STATUS_LABELS[status].toLowerCase()));
  }
  return to;
}

async function setRequestStatus(tx: Db, requestId: string, status: RequestStatus): Promise<void> {
  await tx.update(valuationRequests).set({ status, updatedAt: sql`now()` }).where(eq(valuationRequests.id, requestId));
}

function emitVisitUpdated(tx: Db, row: { visitId: string; requestId: string; status: string; userIds: Array<string | null> }): void {
  emitAfterCommit(tx, {
    to: { userIds: row.userIds.filter((u): u is string => typeof u === 'string'), roles: ['admin'] },
    event: 'visit.updated',
    data: { visitId: row.visitId, requestId: row.requestId, status: row.status },
  });
}

/** The mail job is enqueued in the visit's own transaction: it exists only if the visit change commits. */
async function mailClient(tx: Db, ctx: Ctx, to: string, subject: string, intro: string, requestId: string): Promise<void> {
  if (!to) {
    return;
  }
  await ctx.sendMail(linkMail(to, subject, intro, 'View your request', `${ctx.settings.publicUrl}${clientLink(requestId)}`), { tx });
}

// ---------------------------------------------------------------------------------------------

export async function listOwnVisits(ctx: Ctx, identity: Identity, query: ListVisitsQuery): Promise<{ items: VisitListItem[]; nextCursor: string | null }> {
  const agentId = identity.role === 'admin' ? null : identity.profileId;
  if (identity.role !== 'admin' && !agentId) {
    return { items: [], nextCursor: null };
  }
  const filters = { from: query.from ? new Date(query.from) : undefined, to: query.to ? new Date(query.to) : undefined, status: query.status };
  const rows = await listVisits(ctx.db, agentId, filters, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.scheduledDate, id: r.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      requestId: r.requestId,
      status: r.status,
      scheduledDate: r.scheduledDate.toISOString(),
      durationMinutes: r.durationMinutes,
      notes: r.notes,
      property: r.propertyId ? { id: r.propertyId, title: r.propertyTitle ?? '', address: r.propertyAddress } : null,
      client: r.clientId ? { fullName: displayName(r.clientName, r.clientEmail) } : null,
    })),
  };
}

function canSeeVisit(identity: Identity, row: VisitRow): boolean {
  return identity.role === 'admin' || (identity.profileId !== null && row.visit.agentId === identity.profileId);
}

function toDetail(row: VisitRow): VisitDetail {
  const v = row.visit;
  return {
    id: v.id,
    requestId: v.requestId,
    status: v.status,
    scheduledDate: v.scheduledDate.toISOString(),
    durationMinutes: v.durationMinutes,
    notes: v.notes,
    property: row.property ? { id: row.property.id, title: row.property.title, address: row.property.address } : null,
    agent: { id: v.agentId, fullName: displayName(row.agentName, row.agentEmail) },
    client: v.clientId ? { fullName: displayName(row.clientName, row.clientEmail), phone: row.contactPhone ?? row.clientPhone } : null,
    cancelReason: v.cancelReason,
    review: row.review
      ? {
          observations: row.review.observations,
          conditionRating: row.review.conditionRating,
          notes: row.review.notes,
          draft: row.review.draft,
          updatedAt: row.review.updatedAt.toISOString(),
        }
      : null,
  };
}

async function readDetail(db: Db, id: string): Promise<VisitDetail> {
  const row = await getVisitRow(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', L.visitNotFound);
  }
  return toDetail(row);
}

export async function getVisitDetail(ctx: Ctx, identity: Identity, id: string): Promise<VisitDetail> {
  const row = await getVisitRow(ctx.db, id);
  if (!row || !canSeeVisit(identity, row)) {
    throw new AppError('NOT_FOUND', L.visitNotFound);
  }
  return toDetail(row);
}

/** Schedule Site Visit: visit + audit row + request → visit_scheduled, all or nothing. */
export async function scheduleVisit(ctx: Ctx, identity: Identity, body: ScheduleVisitBody): Promise<VisitDetail> {
  const agentId = requireAgentProfile(identity, L.scheduleAssignedOnly);
  const scheduledDate = new Date(toScheduledInstant(body.date, body.time));
  const visitId = await inTransaction(ctx, async (tx) => {
    const row = await lockRequestRow(tx, body.requestId);
    if (!row || !canSeeRequest(identity, row.request)) {
      throw new AppError('NOT_FOUND', L.requestNotFound);
    }
    const r = row.request;
    if (r.assignedAgentId !== agentId) {
      throw new AppError('FORBIDDEN', L.scheduleAssignedOnly);
    }
    if (r.propertyId !== body.propertyId) {
      throw new AppError('VALIDATION', L.propertyMismatch, { propertyId: L.propertyMismatch });
    }
    const to = requestTransition(r.status, 'schedule_visit', 'scheduled');
    if (await hasScheduledVisit(tx, r.id)) {
      throw new AppError('CONFLICT', L.visitAlreadyScheduled);
    }
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
    // The audit row carries exactly these details: property id and title, the scheduled instant, the request id.
    await writeAudit(tx, {
      actionType: 'site_visit_scheduled',
      entityType: VISIT_ENTITY,
      entityId: visit.id,
      userId: identity.userId,
      details: {
        property_id: body.propertyId,
        property_title: row.property?.title ?? null,
        scheduled_date: scheduledDate.toISOString(),
        request_id: r.id,
      },
    });
    await setRequestStatus(tx, r.id, to);
    const title = row.property?.title ?? 'your property';
    const when = formatDateTime(scheduledDate.toISOString());
    const text = T.visitScheduled(title, when);
    await notify(tx, { userId: row.requesterUserId, kind: 'visit_scheduled', ...text, link: clientLink(r.id) });
    await mailClient(tx, ctx, row.requesterEmail, `${VISIT_MESSAGES.scheduled}: ${title}`, text.body, r.id);
    emitRequestUpdated(tx, row, to);
    emitVisitUpdated(tx, { visitId: visit.id, requestId: r.id, status: 'scheduled', userIds: [row.requesterUserId, identity.userId] });
    return visit.id;
  });
  return readDetail(ctx.db, visitId);
}

/** Lock the visit; 404 unless the caller may see it; 409 unless it is still scheduled. */
async function lockOwnVisit(tx: Db, identity: Identity, id: string, opts: { agentOnly: boolean; scheduledOnly: boolean }): Promise<VisitRow> {
  if (identity.role === 'user' || (opts.agentOnly && identity.role !== 'agent')) {
    throw new AppError('FORBIDDEN', L.notYourVisit);
  }
  const row = await lockVisitRow(tx, id);
  if (!row || !canSeeVisit(identity, row)) {
    throw new AppError('NOT_FOUND', L.visitNotFound);
  }
  if (opts.scheduledOnly && row.visit.status !== 'scheduled') {
    throw new AppError('INVALID_TRANSITION', L.visitNotScheduled(VISIT_STATUS_LABELS[row.visit.status].toLowerCase()));
  }
  return row;
}

export async function rescheduleVisit(ctx: Ctx, identity: Identity, id: string, body: RescheduleVisitBody): Promise<VisitDetail> {
  const scheduledDate = new Date(toScheduledInstant(body.date, body.time));
  await inTransaction(ctx, async (tx) => {
    const row = await lockOwnVisit(tx, identity, id, { agentOnly: true, scheduledOnly: true });
    const v = row.visit;
    const duration = body.durationMinutes ?? v.durationMinutes;
    await refuseOverlap(tx, v.agentId, scheduledDate, duration, v.id);
    await tx
      .update(siteVisits)
      .set({ scheduledDate, durationMinutes: duration, notes: body.notes ?? v.notes, updatedAt: sql`now()` })
      .where(eq(siteVisits.id, v.id));
    await writeAudit(tx, {
      actionType: 'site_visit_rescheduled',
      entityType: VISIT_ENTITY,
      entityId: v.id,
      userId: identity.userId,
      details: {
        request_id: v.requestId,
        property_id: v.propertyId,
        previous_date: v.scheduledDate.toISOString(),
        scheduled_date: scheduledDate.toISOString(),
        duration_minutes: duration,
      },
    });
    if (row.clientUserId) {
      const title = row.property?.title ?? 'your property';
      const text = T.visitRescheduled(title, formatDateTime(scheduledDate.toISOString()));
      await notify(tx, { userId: row.clientUserId, kind: 'visit_rescheduled', ...text, link: clientLink(v.requestId) });
      await mailClient(tx, ctx, row.clientEmail ?? '', `Site visit rescheduled: ${title}`, text.body, v.requestId);
    }
    emitVisitUpdated(tx, { visitId: v.id, requestId: v.requestId, status: 'scheduled', userIds: [row.clientUserId, row.agentUserId] });
  });
  return readDetail(ctx.db, id);
}

type VisitClose = { status: 'completed' | 'cancelled'; action: RequestAction; verb: string; reason?: string };

/** Close a scheduled visit and move its request, inside a transaction the caller owns. */
async function closeVisitIn(tx: Db, ctx: Ctx, identity: Identity, id: string, close: VisitClose): Promise<void> {
  // Lock order request → visit, as cancelling a request does (no deadlock between the two).
  const peek = await getVisitRow(tx, id);
  const request = peek ? await lockRequestRow(tx, peek.visit.requestId) : null;
  const row = await lockOwnVisit(tx, identity, id, { agentOnly: false, scheduledOnly: true });
  const v = row.visit;
  if (!request) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  const to = requestTransition(request.request.status, close.action, close.verb);
  await tx
    .update(siteVisits)
    .set({ status: close.status, cancelReason: close.reason ?? null, updatedAt: sql`now()` })
    .where(eq(siteVisits.id, v.id));
  await setRequestStatus(tx, v.requestId, to);
  await writeAudit(tx, {
    actionType: close.status === 'completed' ? 'site_visit_completed' : 'site_visit_cancelled',
    entityType: VISIT_ENTITY,
    entityId: v.id,
    userId: identity.userId,
    details: { request_id: v.requestId, property_id: v.propertyId, status: to, ...(close.reason ? { reason: close.reason } : {}) },
  });
  const title = row.property?.title ?? 'your property';
  const text = close.status === 'completed' ? T.visitCompleted(title) : T.visitCancelled(title, close.reason ?? '');
  const kind = close.status === 'completed' ? 'visit_completed' : 'visit_cancelled';
  if (row.clientUserId) {
    await notify(tx, { userId: row.clientUserId, kind, ...text, link: clientLink(v.requestId) });
  }
  if (row.agentUserId !== identity.userId) {
    await notify(tx, { userId: row.agentUserId, kind, ...text, link: `/agent/visit/${v.id}` });
  }
  emitRequestUpdated(tx, request, to);
  emitVisitUpdated(tx, { visitId: v.id, requestId: v.requestId, status: close.status, userIds: [row.clientUserId, row.agentUserId] });
}

/**
 * Complete a scheduled visit inside the caller's transaction: locks the request then the visit,
 * visit → completed, request → in progress, audit row, notifications, and events after commit.
 */
export function completeVisitIn(tx: Db, ctx: Ctx, identity: Identity, visitId: string): Promise<void> {
  return closeVisitIn(tx, ctx, identity, visitId, { status: 'completed', action: 'complete_visit', verb: 'moved to in progress' });
}

export async function completeVisit(ctx: Ctx, identity: Identity, id: string): Promise<VisitDetail> {
  await inTransaction(ctx, (tx) => completeVisitIn(tx, ctx, identity, id));
  return readDetail(ctx.db, id);
}

export async function cancelVisit(ctx: Ctx, identity: Identity, id: string, body: CancelVisitBody): Promise<VisitDetail> {
  const close: VisitClose = { status: 'cancelled', action: 'cancel_visit', verb: 'moved back to assigned', reason: body.reason };
  await inTransaction(ctx, (tx) => closeVisitIn(tx, ctx, identity, id, close));
  return readDetail(ctx.db, id);
}

/** Save the post-visit review (upsert; a draft until the valuer marks it final). */
export async function saveVisitReview(ctx: Ctx, identity: Identity, id: string, body: VisitReviewBody): Promise<VisitDetail> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockOwnVisit(tx, identity, id, { agentOnly: true, scheduledOnly: false });
    if (row.visit.status === 'cancelled') {
      throw new AppError('INVALID_TRANSITION', L.visitCancelledNoReview);
    }
    const values = { observations: body.observations, conditionRating: body.conditionRating, notes: body.notes ?? null, draft: body.draft };
    await tx
      .insert(visitReviews)
      .values({ visitId: id, ...values })
      .onConflictDoUpdate({ target: visitReviews.visitId, set: { ...values, updatedAt: sql`now()` } });
    await writeAudit(tx, {
      actionType: 'site_visit_review_saved',
      entityType: VISIT_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { request_id: row.visit.requestId, draft: body.draft, condition_rating: body.conditionRating },
    });
  });
  return readDetail(ctx.db, id);
}
