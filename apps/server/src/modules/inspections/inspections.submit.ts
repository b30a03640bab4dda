import { eq, sql } from 'drizzle-orm';
import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import {
  INSPECTION_MESSAGES as M,
  missingItems,
  type InspectionDetail,
  type ReopenInspectionBody,
  type SubmitInspectionBody,
} from '@thamani/domain/inspections';
import {
  INSPECTION_DATE_MESSAGES as D,
  VISIT_DATE_UNCONFIRMED,
  inspectedOnRefusal,
  nairobiDayOf,
  spellInspectionDay,
  visitNeedsMoving,
  type VisitDateUnconfirmedDetails,
} from '@thamani/domain/inspection-date';
import { nairobiDateParts, nairobiToday } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { completeVisitIn } from '../visits/index.ts';
import {
  INSPECTION_ENTITY,
  assertCanWrite,
  assertInProgress,
  notFound,
  readable,
  type InspectionsCtx as Ctx,
} from './inspections.access.ts';
import { conflict, readDetail } from './inspections.detail.ts';
import { getTakenOnInstant, lockInspectionRow, type InspectionRow } from './inspections.queries.ts';

/** Submitting an inspection (the visit completed with it), and an admin reopening it. */

/**
 * The date of inspection a submit records (as given; else as recorded before; else today in Nairobi): refused when in the
 * future or before the valuer took the request on (400 on `inspectedOn`), and, for a visit still
 * booked for a later day, until the valuer confirms it (409, details.code VISIT_DATE_UNCONFIRMED).
 */
async function checkInspectedOn(
  tx: Db,
  ctx: Ctx,
  identity: Identity,
  row: InspectionRow,
  body: SubmitInspectionBody,
): Promise<string> {
  const now = ctx.now();
  // A reopened inspection keeps the day recorded at its first submit unless the valuer changes it.
  const inspectedOn = body.inspectedOn ?? row.inspection.inspectedOn ?? nairobiToday(now);
  const takenAt = await getTakenOnInstant(tx, identity.firmId, row.inspection.requestId, row.inspection.agentId);
  const refusal = inspectedOnRefusal(inspectedOn, { now, takenOn: takenAt ? nairobiDayOf(takenAt) : null });
  if (refusal) {
    throw new AppError('VALIDATION', refusal, { inspectedOn: refusal });
  }
  if (visitNeedsMoving(row.visit, inspectedOn) && body.confirmVisitDate !== true) {
    const booked = spellInspectionDay(nairobiDayOf(row.visit.scheduledDate), nairobiDateParts(now).year);
    const details: VisitDateUnconfirmedDetails = {
      code: VISIT_DATE_UNCONFIRMED,
      scheduledDate: row.visit.scheduledDate.toISOString(),
      inspectedOn,
    };
    throw new AppError('CONFLICT', D.unconfirmed(booked), undefined, details);
  }
  return inspectedOn;
}

/**
 * Submit (its valuer): all required items answered, at the caller's version. In one transaction
 * the inspection becomes read-only and its visit is completed through the visit lifecycle
 * (request → in progress, the client notified) unless the visit was completed already.
 */
export async function submitInspection(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: SubmitInspectionBody,
): Promise<InspectionDetail> {
  const pre = await readable(ctx.db, identity, id);
  assertCanWrite(identity, pre.inspection.agentId);
  await inTransaction(ctx, async (tx) => {
    const row = await lockInspectionRow(tx, identity.firmId, id);
    if (!row) {
      throw notFound();
    }
    assertInProgress(row);
    if (row.inspection.version !== body.version) {
      throw new AppError('CONFLICT', M.conflict);
    }
    const missing = missingItems(row.inspection.template, row.inspection.answers);
    if (missing.length > 0) {
      throw new AppError('VALIDATION', M.missing, undefined, { missing });
    }
    const inspectedOn = await checkInspectedOn(tx, ctx, identity, row, body);
    const moveVisit = visitNeedsMoving(row.visit, inspectedOn);
    await tx
      .update(inspections)
      .set({
        status: 'submitted',
        inspectedOn,
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${inspections.version} + 1`,
      })
      .where(eq(inspections.id, id));
    if (row.visit.status === 'scheduled') {
      await completeVisitIn(tx, ctx, identity, row.inspection.visitId, moveVisit ? inspectedOn : undefined);
    }
    await writeAudit(tx, {
      actionType: 'inspection_submitted',
      entityType: INSPECTION_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: {
        request_id: row.inspection.requestId,
        visit_id: row.inspection.visitId,
        version: row.inspection.version + 1,
        inspected_on: inspectedOn,
        visit_moved_from: moveVisit ? row.visit.scheduledDate.toISOString() : null,
      },
    });
  }).catch(async (error: unknown) => {
    // A stale version: answer with the current inspection, as a conflicting save does.
    if (error instanceof AppError && error.code === 'CONFLICT' && error.message === M.conflict) {
      throw await conflict(ctx.db, identity.firmId, id);
    }
    throw error;
  });
  return readDetail(ctx.db, identity.firmId, id);
}

/** Reopen a submitted inspection (admins only, with a reason); the visit stays completed. */
export async function reopenInspection(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: ReopenInspectionBody,
): Promise<InspectionDetail> {
  if (!can(identity, 'request:manage-any')) {
    throw new AppError('FORBIDDEN', M.onlyAdminReopen);
  }
  await inTransaction(ctx, async (tx) => {
    const row = await lockInspectionRow(tx, identity.firmId, id);
    if (!row) {
      throw notFound();
    }
    if (row.inspection.status !== 'submitted') {
      throw new AppError('CONFLICT', M.notSubmitted);
    }
    await tx
      .update(inspections)
      .set({
        status: 'in_progress',
        submittedAt: null,
        reopenedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${inspections.version} + 1`,
      })
      .where(eq(inspections.id, id));
    await writeAudit(tx, {
      actionType: 'inspection_reopened',
      entityType: INSPECTION_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: {
        request_id: row.inspection.requestId,
        visit_id: row.inspection.visitId,
        reason: body.reason,
        submitted_at: row.inspection.submittedAt?.toISOString() ?? null,
      },
    });
  });
  return readDetail(ctx.db, identity.firmId, id);
}
