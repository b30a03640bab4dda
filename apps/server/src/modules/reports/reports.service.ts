import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { ConfirmedFieldsSchema } from '@thamani/domain/extractions';
import { findTemplateItem } from '@thamani/domain/inspections';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import { enforce } from '@thamani/domain/policies';
import { runReportChecks } from '@thamani/domain/report-checks';
import {
  canEditReport,
  canReviewReport,
  editReportRefusal,
  readReportRefusal,
  readTemplateRefusal,
  startReportRefusal,
} from '@thamani/domain/report-policies';
import { inspectionPhotoContext } from '@thamani/domain/report-photo-captions';
import { prefillReport } from '@thamani/domain/report-prefill';
import { seededTemplateKeyFor } from '@thamani/domain/report-templates.data';
import {
  REPORT_MESSAGES as M,
  type ReadyForReport,
  type ReportChecks,
  type ReportContent,
  type ReportDetail,
  type ReportListItem,
  type ReportListQuery,
  type ReportPhotoOption,
  type ReportVersion,
  type SaveReportBody,
  type SaveReportResponse,
  type StartReportBody,
} from '@thamani/domain/reports';
import { RequestPurposeSchema, isOverdue } from '@thamani/domain/requests';
import { nairobiToday } from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import { readFirm } from '../firm/firm.read.ts';
import type { Db } from '#db/client.ts';
import { reports } from '#db/schema/reports.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { inTransaction } from '#platform/transaction.ts';
import { getTemplateRow, seededTemplateIds } from '../report-templates/report-templates.queries.ts';
import { lockRequestRow } from '../requests/requests.queries.ts';
import { sameContent, withValuerSources } from './report-content.ts';
import { emitReportUpdated } from './reports.events.ts';
import { REPORT_ENTITY, valuerOf } from './reports.moves.ts';
import {
  getReportFile,
  getReportOfRequest,
  getLatestInspection,
  getReportRow,
  getConfirmedTitleFields,
  listRequestDocumentCategories,
  getRequestForReport,
  getSubmission,
  getSubmittedInspection,
  getValuer,
  listInspectionPhotos,
  listReadyRows,
  listReportRows,
  listReviewRows,
  listSubmissions,
  saveContentIfVersion,
  type ReportRow,
} from './reports.queries.ts';

export type ReportsCtx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings'>;

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const accessOf = (row: ReportRow) => ({ authorId: row.report.authorId, status: row.report.status });

/** The PDF of a report, for those who may download it. */
export const reportPdfUrl = (reportId: string) => `/api/reports/${reportId}/pdf`;

/** The report if the caller may read it (its valuer, admins); the policy's refusal otherwise. */
export async function readableReport(db: Db, identity: Identity, id: string): Promise<ReportRow> {
  const row = await getReportRow(db, id);
  enforce(readReportRefusal(identity, row ? accessOf(row) : null));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** The request's inspection photos a report may use (its latest inspection, submitted or reopened). */
async function photoOptions(db: Db, requestId: string): Promise<ReportPhotoOption[]> {
  const inspection = await getLatestInspection(db, requestId);
  if (!inspection) {
    return [];
  }
  const photos = await listInspectionPhotos(db, inspection.id);
  return photos.map((p) => {
    const context = inspectionPhotoContext(inspection.template, inspection.answers, {
      caption: p.caption,
      itemId: p.inspectionItemId,
    });
    return {
      documentId: p.id,
      url: `/api/documents/${p.id}/content`,
      caption: p.caption,
      itemLabel: p.inspectionItemId ? (findTemplateItem(inspection.template, p.inspectionItemId)?.label ?? null) : null,
      suggestedCaption: context.caption,
      section: context.section,
      width: p.width,
      height: p.height,
    };
  });
}

async function toDetail(ctx: ReportsCtx, identity: Identity, row: ReportRow): Promise<ReportDetail> {
  const r = row.report;
  const [submissions, reviews, options, file, firm] = await Promise.all([
    listSubmissions(ctx.db, r.id),
    listReviewRows(ctx.db, r.id),
    photoOptions(ctx.db, r.requestId),
    getReportFile(ctx.db, r.id),
    readFirm(ctx.db, ctx.settings.firm),
  ]);
  return {
    id: r.id,
    requestId: r.requestId,
    title: row.propertyTitle ?? '',
    status: r.status,
    requestStatus: row.request.status,
    version: r.version,
    content: r.content,
    template: row.template,
    author: {
      userId: row.authorUserId,
      name: displayName(row.authorName, row.authorEmail),
      vrbNumber: row.vrbNumber,
      hasSignature: row.signatureDocumentId !== null,
    },
    dueDate: row.request.dueDate?.toISOString() ?? null,
    fsvBand: firm.fsvBand,
    minComparables: firm.minComparables,
    propertyType: row.propertyType ?? null,
    submissions: submissions.map((s) => ({ n: s.n, submittedAt: s.submittedAt.toISOString(), sha256: s.sha256 })),
    reviews: reviews.map(({ review, reviewerUserId, reviewerName, reviewerEmail }) => ({
      id: review.id,
      n: review.n,
      decision: review.decision,
      comment: review.comment,
      sectionComments: review.sectionComments,
      reviewer: {
        userId: reviewerUserId ?? '',
        name: reviewerUserId ? displayName(reviewerName, reviewerEmail) : 'Former admin',
      },
      createdAt: review.createdAt.toISOString(),
    })),
    photoOptions: options,
    editable: canEditReport(identity, accessOf(row)),
    reviewable: canReviewReport(identity, accessOf(row)),
    delivery: file
      ? {
          state: file.file.state,
          verifyCode: file.file.verifyCode,
          sha256: file.file.sha256,
          downloadUrl: file.file.state === 'ready' ? reportPdfUrl(r.id) : null,
        }
      : null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function getReport(ctx: ReportsCtx, identity: Identity, id: string): Promise<ReportDetail> {
  return toDetail(ctx, identity, await readableReport(ctx.db, identity, id));
}

/** The detail after a change, read again outside the transaction. */
export async function readReportDetail(ctx: ReportsCtx, identity: Identity, id: string): Promise<ReportDetail> {
  const row = await getReportRow(ctx.db, id);
  if (!row) {
    throw notFound();
  }
  return toDetail(ctx, identity, row);
}

// ---------------------------------------------------------------------------------------------
// Lists

/** The caller's requests ready for a report (a valuer's own; nobody else starts reports). */
export async function listReadyForReport(ctx: ReportsCtx, identity: Identity): Promise<{ items: ReadyForReport[] }> {
  if (!can(identity, 'report:write') || !identity.profileId) {
    return { items: [] };
  }
  const [rows, seeded] = await Promise.all([listReadyRows(ctx.db, identity.profileId), seededTemplateIds(ctx.db)]);
  return {
    items: rows.map((row) => {
      const purpose = RequestPurposeSchema.nullable().catch(null).parse(row.purpose);
      return {
        requestId: row.requestId,
        title: row.title ?? '',
        purpose,
        dueDate: row.dueDate?.toISOString() ?? null,
        inspectionSubmittedAt: row.inspectionSubmittedAt.toISOString(),
        suggestedTemplateId: seeded.get(seededTemplateKeyFor(purpose)) ?? null,
      };
    }),
  };
}

/** A valuer's own reports, an admin's all; `queue=review`: submitted ones, oldest submission first. */
export async function listReports(
  ctx: ReportsCtx,
  identity: Identity,
  query: ReportListQuery,
): Promise<{ items: ReportListItem[]; nextCursor: string | null }> {
  if (!can(identity, 'workspace:enter')) {
    throw new AppError('FORBIDDEN', M.agentsOnly);
  }
  if (can(identity, 'report:write') && !identity.profileId) {
    return { items: [], nextCursor: null };
  }
  const authorId = can(identity, 'request:read-any') ? null : identity.profileId;
  const rows = await listReportRows(
    ctx.db,
    { authorId, status: query.status, review: query.queue === 'review' },
    decodeCursor(query.cursor),
    query.limit,
  );
  const page = toPage(rows, query.limit, (row) => ({ at: row.sortKey, id: row.id }));
  const now = ctx.now();
  return {
    items: page.items.map((row) => ({
      id: row.id,
      requestId: row.requestId,
      title: row.title ?? '',
      status: row.status,
      requestStatus: row.requestStatus,
      dueDate: row.dueDate?.toISOString() ?? null,
      overdue: row.status !== 'approved' && isOverdue(row.dueDate, row.requestStatus, now),
      templateName: row.templateName,
      author: { userId: row.authorUserId, name: displayName(row.authorName, row.authorEmail) },
      submissions: row.submissions,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

// ---------------------------------------------------------------------------------------------
// Starting, saving, checking

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
    const locked = await lockRequestRow(tx, body.requestId);
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
    const source = await getRequestForReport(tx, body.requestId);
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

/** Photos must be the request's own inspection photos. */
function assertKnownPhotos(content: ReportContent, options: ReportPhotoOption[]): void {
  const known = new Set(options.map((o) => o.documentId));
  const stranger = content.photos.findIndex((p) => !known.has(p.documentId));
  if (stranger >= 0) {
    const message = 'Choose the photos from this request’s inspection.';
    throw new AppError('VALIDATION', message, { [`content.photos.${stranger}`]: message });
  }
}

/**
 * Autosave: the new content if the draft is still at `version` (one conditional UPDATE). The
 * frozen sources stay the server's. A stale version is a 409 with the current version, unless
 * the stored content is already exactly this (a retried save). Not audited: saves are many.
 */
export async function saveReport(
  ctx: ReportsCtx,
  identity: Identity,
  id: string,
  body: SaveReportBody,
): Promise<SaveReportResponse> {
  const row = await readableReport(ctx.db, identity, id);
  enforce(editReportRefusal(identity, accessOf(row)));
  assertKnownPhotos(body.content, await photoOptions(ctx.db, row.report.requestId));
  const content: ReportContent = { ...body.content, sources: row.report.content.sources };
  const saved = await inTransaction(ctx, (tx) => saveContentIfVersion(tx, id, body.version, content));
  if (saved) {
    return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
  }
  const current = await readableReport(ctx.db, identity, id);
  enforce(editReportRefusal(identity, accessOf(current)));
  if (sameContent(current.report.content, content)) {
    return { version: current.report.version, updatedAt: current.report.updatedAt.toISOString() };
  }
  throw new AppError('CONFLICT', M.staleDraft, undefined, {
    version: current.report.version,
    updatedAt: current.report.updatedAt.toISOString(),
  });
}

/** The checks of the stored draft, as submitting would run them. */
export async function checkReport(ctx: ReportsCtx, identity: Identity, id: string): Promise<ReportChecks> {
  const row = await readableReport(ctx.db, identity, id);
  const firm = await readFirm(ctx.db, ctx.settings.firm);
  return runReportChecks({
    content: withValuerSources(row.report.content, valuerOf(row)),
    valuerVrbNumber: row.vrbNumber,
    fsvBand: firm.fsvBand,
    minComparables: firm.minComparables,
    today: nairobiToday(ctx.now()),
    propertyType: row.propertyType ?? null,
  });
}

/** A frozen submission (its valuer, admins). */
export async function getReportVersion(
  ctx: ReportsCtx,
  identity: Identity,
  id: string,
  n: number,
): Promise<ReportVersion> {
  await readableReport(ctx.db, identity, id);
  const version = await getSubmission(ctx.db, id, n);
  if (!version) {
    throw new AppError('NOT_FOUND', `This report has no submitted version ${n}.`);
  }
  return {
    n: version.n,
    content: version.content,
    submittedAt: version.submittedAt.toISOString(),
    sha256: version.sha256,
  };
}
