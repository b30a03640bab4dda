import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { ConfirmedFieldsSchema } from '@thamani/domain/extractions';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import { enforce } from '@thamani/domain/policies';
import { readTemplateRefusal, startReportRefusal } from '@thamani/domain/report-policies';
import { prefillReport } from '@thamani/domain/report-prefill';
import { REPORT_MESSAGES as M, type ReportDetail, type StartReportBody } from '@thamani/domain/reports';
import { RequestPurposeSchema } from '@thamani/domain/requests';
import { nairobiToday } from '@thamani/domain/visits';
import { reports } from '#db/schema/reports.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { readFirm } from '../firm/index.ts';
import { getTemplateRow } from '../report-templates/index.ts';
import { lockRequestRow } from '../requests/index.ts';
import type { ReportsCtx } from './reports.access.ts';
import { emitReportUpdated } from './reports.events.ts';
import { REPORT_ENTITY } from './reports.moves.ts';
import {
  getConfirmedTitleFields,
  getReportOfRequest,
  getRequestForReport,
  getSubmittedInspection,
  getValuer,
  listInspectionPhotos,
  listRequestDocumentCategories,
} from './reports.queries.ts';
import { readReportDetail } from './reports.read.ts';

/** Starting a report: the chosen template stamped and everything known filled in. */

/**
 * Start the report of a request (its assigned valuer, once the inspection is submitted): the
 * chosen template's latest version is stamped and everything known is filled in. Starting again
 * returns the report already started (`created: false`).
 */
export async function startReport(
  ctx: ReportsCtx,
  identity: Identity,
  body: StartReportBody,
): Promise<{ detail: ReportDetail; created: boolean }> {
  const result = await inTransaction(ctx, async (tx) => {
    const locked = await lockRequestRow(tx, identity.firmId, body.requestId);
    const existing = await getReportOfRequest(tx, body.requestId);
    if (existing && can(identity, 'report:write') && existing.authorId === identity.profileId) {
      return { id: existing.id, created: false };
    }
    enforce(startReportRefusal(identity, locked?.request ?? null));
    if (!locked || existing) {
      throw new AppError('CONFLICT', M.notAssigned);
    }
    const template = await getTemplateRow(tx, body.templateId);
    enforce(readTemplateRefusal(identity, template ? { ownerProfileId: template.template.ownerProfileId } : null));
    // One after another: a transaction is one connection, which runs one query at a time anyway.
    const source = await getRequestForReport(tx, identity.firmId, body.requestId);
    const inspection = await getSubmittedInspection(tx, body.requestId);
    const valuer = await getValuer(tx, identity.profileId ?? '');
    if (!inspection?.submittedAt) {
      throw new AppError('INVALID_TRANSITION', M.inspectionNotSubmitted);
    }
    if (!source || !template) {
      throw new AppError('NOT_FOUND', L.requestNotFound);
    }
    const photos = await listInspectionPhotos(tx, inspection.id);
    const confirmed = ConfirmedFieldsSchema.nullable()
      .catch(null)
      .parse(await getConfirmedTitleFields(tx, body.requestId));
    const documentCategories = await listRequestDocumentCategories(tx, body.requestId);
    const firm = await readFirm(tx, ctx.settings.firm);
    const p = source.property;
    const content = prefillReport({
      sections: template.latest.sections,
      request: {
        purpose: RequestPurposeSchema.nullable().catch(null).parse(source.request.purpose),
        requestedAt: source.request.requestedAt.toISOString(),
      },
      property: {
        title: p?.title ?? '',
        propertyType: p?.propertyType ?? null,
        county: p?.county ?? null,
        town: p?.town ?? null,
        address: p?.address ?? null,
        lrNumber: p?.lrNumber ?? null,
        sizeSqm: p?.sizeSqm ?? null,
      },
      client: { name: displayName(source.clientName, source.clientEmail), email: source.clientEmail },
      documentCategories,
      inspection: {
        template: inspection.template,
        answers: inspection.answers,
        submittedAt: inspection.submittedAt.toISOString(),
        inspectedOn: inspection.inspectedOn,
      },
      title: confirmed
        ? {
            registryMapSheet: confirmed.registryMapSheet ?? null,
            deedPlanNumber: confirmed.deedPlanNumber ?? null,
            // The extractor reads no owner's name: the valuer enters it from the official search.
            registeredOwner: null,
          }
        : null,
      photos: photos.map((photo) => ({ documentId: photo.id, caption: photo.caption, itemId: photo.inspectionItemId })),
      valuer: { name: displayName(valuer?.fullName, valuer?.email), vrbNumber: valuer?.vrbNumber ?? null },
      firm: { name: firm.name, address: firm.physicalAddress },
      today: nairobiToday(ctx.now()),
    });
    const [created] = await tx
      .insert(reports)
      .values({
        requestId: body.requestId,
        templateVersionId: template.latest.id,
        authorId: identity.profileId ?? '',
        content,
      })
      .returning({ id: reports.id });
    if (!created) {
      throw new Error('report insert returned nothing');
    }
    await writeAudit(tx, {
      actionType: 'report_started',
      entityType: REPORT_ENTITY,
      entityId: created.id,
      userId: identity.userId,
      details: {
        request_id: body.requestId,
        template_id: template.template.id,
        template_version: template.latest.version,
      },
    });
    emitReportUpdated(tx, {
      reportId: created.id,
      requestId: body.requestId,
      status: 'draft',
      delivery: null,
      authorUserId: identity.userId,
      clientUserId: null,
    });
    return { id: created.id, created: true };
  });
  return { detail: await readReportDetail(ctx, identity, result.id), created: result.created };
}
