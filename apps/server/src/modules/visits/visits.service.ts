import { eq, sql } from 'drizzle-orm';
import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import { paths } from '@thamani/domain/paths';
import {
  canSeeVisit,
  enforce,
  manageVisitRefusal,
  rescheduleVisitRefusal,
  reviewVisitRefusal,
  type Refusal,
} from '@thamani/domain/policies';
import {
  fromNairobiWallTime,
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
import type { Db } from '#db/client.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { visitReviews } from '#db/schema/visit-reviews.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { inTransaction } from '#platform/transaction.ts';
import { moveRequest, moveRequestById, type LifecycleCtx } from '../lifecycle/index.ts';
import { notify } from '../notifications/index.ts';
import { lockRequestRow } from '../requests/index.ts';
import { getVisitRow, listVisits, lockVisitRow, type VisitRow } from './visits.queries.ts';
import { VISIT_ENTITY, emitVisitUpdated, mailClient, refuseOverlap } from './visits.moves.ts';

type Ctx = LifecycleCtx;

export { VISIT_ENTITY };

// ---------------------------------------------------------------------------------------------

export async function listOwnVisits(
  ctx: Ctx,
  identity: Identity,
  query: ListVisitsQuery,
): Promise<{ items: VisitListItem[]; nextCursor: string | null }> {
  const readsAny = can(identity, 'request:read-any');
  const agentId = readsAny ? null : identity.profileId;
  if (!readsAny && !agentId) {
    return { items: [], nextCursor: null };
  }
  const filters = {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    status: query.status,
  };
  const rows = await listVisits(ctx.db, identity.firmId, agentId, filters, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.scheduledDate, id: r.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      requestId: r.requestId,
      requestReference: r.requestReference,
      status: r.status,
      scheduledDate: r.scheduledDate.toISOString(),
      durationMinutes: r.durationMinutes,
      notes: r.notes,
      property: r.propertyId ? { id: r.propertyId, title: r.propertyTitle ?? '', address: r.propertyAddress } : null,
      client: r.clientId ? { fullName: displayName(r.clientName, r.clientEmail) } : null,
    })),
  };
}

function toDetail(row: VisitRow): VisitDetail {
  const v = row.visit;
  return {
    id: v.id,
    requestId: v.requestId,
    requestReference: row.requestReference,
    status: v.status,
    scheduledDate: v.scheduledDate.toISOString(),
    durationMinutes: v.durationMinutes,
    notes: v.notes,
    property: row.property ? { id: row.property.id, title: row.property.title, address: row.property.address } : null,
    agent: { id: v.agentId, fullName: displayName(row.agentName, row.agentEmail) },
    client: v.clientId
      ? { fullName: displayName(row.clientName, row.clientEmail), phone: row.contactPhone ?? row.clientPhone }
      : null,
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

async function readDetail(db: Db, identity: Identity, id: string): Promise<VisitDetail> {
  const row = await getVisitRow(db, identity.firmId, id);
  if (!row) {
    throw new AppError('NOT_FOUND', L.visitNotFound);
  }
  return toDetail(row);
}

export async function getVisitDetail(ctx: Ctx, identity: Identity, id: string): Promise<VisitDetail> {
  const row = await getVisitRow(ctx.db, identity.firmId, id);
  if (!row || !canSeeVisit(identity, row.visit)) {
    throw new AppError('NOT_FOUND', L.visitNotFound);
  }
  return toDetail(row);
}

/** Schedule Site Visit: visit + audit row + request → visit_scheduled, all or nothing. */
export async function scheduleVisit(ctx: Ctx, identity: Identity, body: ScheduleVisitBody): Promise<VisitDetail> {
  const scheduledDate = new Date(toScheduledInstant(body.date, body.time));
  const { visitId } = await inTransaction(ctx, (tx) =>
    moveRequestById(tx, ctx, body.requestId, identity, { action: 'schedule_visit', body, scheduledDate }),
  );
  return readDetail(ctx.db, identity, visitId);
}

/** Lock the visit and apply `policy` to it (a missing visit is refused by the policy too). */
async function lockVisitFor(
  tx: Db,
  identity: Identity,
  id: string,
  policy: (actor: Identity, visit: VisitRow['visit'] | null) => Refusal | null,
): Promise<VisitRow> {
  const row = await lockVisitRow(tx, identity.firmId, id);
  enforce(policy(identity, row?.visit ?? null));
  if (!row) {
    throw new AppError('NOT_FOUND', L.visitNotFound);
  }
  return row;
}

export async function rescheduleVisit(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: RescheduleVisitBody,
): Promise<VisitDetail> {
  const scheduledDate = new Date(toScheduledInstant(body.date, body.time));
  await inTransaction(ctx, async (tx) => {
    const row = await lockVisitFor(tx, identity, id, rescheduleVisitRefusal);
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
      const text = await notify(tx, {
        userId: row.clientUserId,
        kind: 'visit_rescheduled',
        params: {
          request: { title: row.property?.title ?? null, reference: row.requestReference },
          scheduledAt: scheduledDate.toISOString(),
        },
        link: paths.myRequest(v.requestId),
      });
      await mailClient(
        tx,
        ctx,
        row.clientEmail ?? '',
        `Site visit rescheduled: ${title} (${row.requestReference})`,
        text.body,
        v.requestId,
      );
    }
    emitVisitUpdated(tx, {
      visitId: v.id,
      requestId: v.requestId,
      status: 'scheduled',
      userIds: [row.clientUserId, row.agentUserId],
    });
  });
  return readDetail(ctx.db, identity, id);
}

/**
 * Lock a visit's request, then the visit (the order every move keeps: request → visit, so a
 * visit move and a request move never deadlock); the visit's own policy refuses a missing one.
 */
async function lockVisitAndRequest(tx: Db, identity: Identity, visitId: string) {
  const peek = await getVisitRow(tx, identity.firmId, visitId);
  const request = peek ? await lockRequestRow(tx, identity.firmId, peek.visit.requestId) : null;
  const visit = await lockVisitFor(tx, identity, visitId, manageVisitRefusal);
  return { request, visit };
}

/**
 * Complete a scheduled visit inside the caller's transaction: locks the request then the visit,
 * visit → completed, request → in progress, audit row, notifications, and events after commit.
 */
export async function completeVisitIn(
  tx: Db,
  ctx: Ctx,
  identity: Identity,
  visitId: string,
  onDay?: string,
): Promise<void> {
  const { request, visit } = await lockVisitAndRequest(tx, identity, visitId);
  const moved = onDay ? { ...visit, visit: await moveVisitToDay(tx, identity, visit, onDay) } : visit;
  await moveRequest(tx, ctx, request, identity, { action: 'complete_visit', visit: moved });
}

/**
 * The visit happened on `day` (Nairobi), not on the day it was booked for: its date moves there,
 * at the same time of day, audited as a reschedule. No overlap or weekday check — those keep the
 * valuer's future diary free; a visit that already happened is a record of where they were.
 */
async function moveVisitToDay(tx: Db, identity: Identity, row: VisitRow, day: string): Promise<VisitRow['visit']> {
  const v = row.visit;
  const { hours, minutes } = nairobiDateParts(v.scheduledDate);
  const scheduledDate = fromNairobiWallTime(day, hours, minutes);
  await tx
    .update(siteVisits)
    .set({ scheduledDate, updatedAt: sql`now()` })
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
      duration_minutes: v.durationMinutes,
      reason: 'inspected_earlier',
    },
  });
  return { ...v, scheduledDate };
}

export async function completeVisit(ctx: Ctx, identity: Identity, id: string): Promise<VisitDetail> {
  await inTransaction(ctx, (tx) => completeVisitIn(tx, ctx, identity, id));
  return readDetail(ctx.db, identity, id);
}

export async function cancelVisit(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: CancelVisitBody,
): Promise<VisitDetail> {
  await inTransaction(ctx, async (tx) => {
    const { request, visit } = await lockVisitAndRequest(tx, identity, id);
    await moveRequest(tx, ctx, request, identity, { action: 'cancel_visit', visit, reason: body.reason });
  });
  return readDetail(ctx.db, identity, id);
}

/** Save the post-visit review (upsert; a draft until the valuer marks it final). */
export async function saveVisitReview(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: VisitReviewBody,
): Promise<VisitDetail> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockVisitFor(tx, identity, id, reviewVisitRefusal);
    const values = {
      observations: body.observations,
      conditionRating: body.conditionRating,
      notes: body.notes ?? null,
      draft: body.draft,
    };
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
  return readDetail(ctx.db, identity, id);
}
