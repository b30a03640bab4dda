import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import {
  INSPECTION_MESSAGES as M,
  templateTypeFor,
  validateChanges,
  type InspectionDetail,
} from '@thamani/domain/inspections';
import { inspections } from '#db/schema/inspections.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { lockVisitRow } from '../visits/index.ts';
import {
  INSPECTION_ENTITY,
  assertCanWrite,
  assertInProgress,
  canRead,
  readable,
  type InspectionsCtx as Ctx,
} from './inspections.access.ts';
import { conflict, readDetail } from './inspections.detail.ts';
import {
  getInspectionIdOfVisit,
  getPropertyTypeOfVisit,
  latestTemplateRow,
  saveAnswersIfVersion,
} from './inspections.queries.ts';

/** Starting an inspection, and saving its answers as the valuer fills it in. */

/**
 * Start the inspection of a visit (its valuer only): stamps a copy of the newest template of the
 * property's type. Starting again returns the existing inspection (`created: false`).
 */
export async function startInspection(
  ctx: Ctx,
  identity: Identity,
  visitId: string,
): Promise<{ detail: InspectionDetail; created: boolean }> {
  const result = await inTransaction(ctx, async (tx) => {
    const visit = await lockVisitRow(tx, identity.firmId, visitId);
    if (!visit || !canRead(identity, visit.visit.agentId)) {
      throw new AppError('NOT_FOUND', M.visitNotFound);
    }
    if (!can(identity, 'inspection:perform')) {
      throw new AppError('FORBIDDEN', M.onlyVisitAgent);
    }
    const existing = await getInspectionIdOfVisit(tx, identity.firmId, visitId);
    if (existing) {
      return { id: existing, created: false };
    }
    if (visit.visit.status === 'cancelled') {
      throw new AppError('INVALID_TRANSITION', M.visitCancelled);
    }
    const type = templateTypeFor(await getPropertyTypeOfVisit(tx, identity.firmId, visitId));
    const template = await latestTemplateRow(tx, type);
    if (!template) {
      throw new Error(`no inspection template is published for ${type}`);
    }
    const [row] = await tx
      .insert(inspections)
      .values({
        requestId: visit.visit.requestId,
        visitId,
        agentId: visit.visit.agentId,
        templateId: template.id,
        templateVersion: template.version,
        template: template.template,
      })
      .returning({ id: inspections.id });
    if (!row) {
      throw new Error('inspection insert returned nothing');
    }
    await writeAudit(tx, {
      actionType: 'inspection_started',
      entityType: INSPECTION_ENTITY,
      entityId: row.id,
      userId: identity.userId,
      details: {
        request_id: visit.visit.requestId,
        visit_id: visitId,
        property_type: type,
        template_version: template.version,
      },
    });
    return { id: row.id, created: true };
  });
  return { detail: await readDetail(ctx.db, identity.firmId, result.id), created: result.created };
}

/**
 * Autosave: apply the changed answers if the inspection is still at `version` (one conditional
 * UPDATE). Not audited — saves are many; start, submit, reopen and photos are.
 */
export async function saveAnswers(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: { version: number; changes: Record<string, unknown> },
): Promise<InspectionDetail> {
  const row = await readable(ctx.db, identity, id);
  assertCanWrite(identity, row.inspection.agentId);
  assertInProgress(row);
  const checked = validateChanges(row.inspection.template, body.changes, ctx.now());
  if (!checked.ok) {
    const first = Object.values(checked.fields)[0] ?? M.conflict;
    throw new AppError('VALIDATION', first, checked.fields);
  }
  const saved = await inTransaction(ctx, (tx) => saveAnswersIfVersion(tx, id, body.version, checked.values));
  if (saved === null) {
    throw await conflict(ctx.db, identity.firmId, id);
  }
  return readDetail(ctx.db, identity.firmId, id);
}
