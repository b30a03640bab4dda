import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { latestTemplateFor } from '@thamani/domain/inspection-templates';
import {
  INSPECTION_MESSAGES as M,
  inspectionGps,
  inspectionProgress,
  isAnswered,
  missingItems,
  sectionProgress,
  templateTypeFor,
  type InspectionDetail,
  type InspectionListItem,
  type InspectionListQuery,
  type RequestInspectionSummary,
  type VisitInspectionSummary,
} from '@thamani/domain/inspections';
import { displayName } from '@thamani/domain/me';
import { nairobiDateParts, formatYmd } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { canRead, readable, type InspectionsCtx as Ctx } from './inspections.access.ts';
import { toDetail } from './inspections.detail.ts';
import {
  getInspectionOwner,
  getRequestWithSubmittedInspection,
  getVisitWithInspection,
  listInspectionRows,
  listPhotoRows,
} from './inspections.queries.ts';

/** Reading inspections: the valuer's list, one inspection, and the summaries a visit and a request show. */

export async function listInspections(
  ctx: Ctx,
  identity: Identity,
  query: InspectionListQuery,
): Promise<{ items: InspectionListItem[] }> {
  if (!can(identity, 'workspace:enter')) {
    throw new AppError('FORBIDDEN', M.clientsCannotView);
  }
  const readsAny = can(identity, 'request:read-any');
  const agentId = readsAny ? (query.agentId ?? null) : identity.profileId;
  if (!agentId && !readsAny) {
    return { items: [] };
  }
  const rows = await listInspectionRows(ctx.db, identity.firmId, { agentId, status: query.status });
  return {
    items: rows.map((r) => {
      const template = r.template ?? latestTemplateFor(templateTypeFor(r.propertyType));
      const progress = inspectionProgress(template, r.answers ?? {});
      return {
        visitId: r.visitId,
        requestId: r.requestId,
        inspectionId: r.inspectionId,
        status: r.status ?? 'to_do',
        scheduledDate: r.scheduledDate.toISOString(),
        property: { title: r.propertyTitle ?? '', address: r.propertyAddress, propertyType: r.propertyType },
        agent: { id: r.agentId, fullName: displayName(r.agentName, r.agentEmail) },
        answeredCount: progress.answeredCount,
        requiredCount: progress.requiredCount,
        photoCount: r.inspectionId ? r.photoCount : 0,
        updatedAt: r.updatedAt?.toISOString() ?? null,
      };
    }),
  };
}

export async function getInspection(ctx: Ctx, identity: Identity, id: string): Promise<InspectionDetail> {
  const row = await readable(ctx.db, identity, id);
  return toDetail(row, await listPhotoRows(ctx.db, id));
}

/** Whether the caller may see an inspection photo's bytes (the readers of an inspection of the caller's firm). */
export async function canReadInspectionOf(db: Db, identity: Identity, inspectionId: string): Promise<boolean> {
  const owner = await getInspectionOwner(db, identity.firmId, inspectionId);
  return owner !== null && canRead(identity, owner.agentId);
}

export async function getVisitInspectionSummary(
  ctx: Ctx,
  identity: Identity,
  visitId: string,
): Promise<VisitInspectionSummary> {
  const row = await getVisitWithInspection(ctx.db, identity.firmId, visitId);
  if (!row || !canRead(identity, row.visit.agentId)) {
    throw new AppError('NOT_FOUND', M.visitNotFound);
  }
  const i = row.inspection;
  const template = i?.template ?? latestTemplateFor(templateTypeFor(row.visit.propertyType));
  const answers = i?.answers ?? {};
  const progress = inspectionProgress(template, answers);
  return {
    inspectionId: i?.id ?? null,
    status: i?.status ?? 'to_do',
    ...progress,
    photoCount: i ? row.photoCount : 0,
    gps: inspectionGps(template, answers),
    missing: missingItems(template, answers),
    submittedAt: i?.submittedAt?.toISOString() ?? null,
    inspectedOn: i?.inspectedOn ?? null,
    sections: sectionProgress(template, answers).map(({ title, answered, total }) => ({ title, answered, total })),
  };
}

/**
 * What the requester (and the request's valuer and admins) sees once the inspection is
 * submitted: visit date, valuer, the sections inspected, photo count — never the values.
 * Before submission there is nothing to show (404), as for anyone who may not see the request.
 */
export async function getRequestInspectionSummary(
  ctx: Ctx,
  identity: Identity,
  requestId: string,
): Promise<RequestInspectionSummary> {
  const found = await getRequestWithSubmittedInspection(ctx.db, identity.firmId, requestId);
  const none = new AppError('NOT_FOUND', M.notFound);
  if (!found) {
    throw none;
  }
  const { request, submitted } = found;
  const isParty =
    can(identity, 'request:read-any') ||
    (identity.profileId !== null &&
      (request.requesterId === identity.profileId || request.assignedAgentId === identity.profileId));
  if (!isParty) {
    throw none;
  }
  if (!submitted) {
    return { status: 'not_submitted' };
  }
  const { year, month, day } = nairobiDateParts(submitted.scheduledDate);
  const { template, answers } = submitted.inspection;
  return {
    status: 'submitted',
    // The day the valuer was on site; the visit's day for inspections submitted before it was recorded.
    visitedOn: submitted.inspection.inspectedOn ?? formatYmd(year, month, day),
    inspectedBy: displayName(submitted.agentName, submitted.agentEmail),
    inspected: template.sections
      .filter((s) => s.items.some((item) => isAnswered(answers[item.id])))
      .map((s) => s.title),
    photoCount: submitted.photoCount,
  };
}
