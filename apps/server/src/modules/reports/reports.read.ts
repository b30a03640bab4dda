import { AppError } from '@thamani/domain/app-error';
import { pathOf } from '@thamani/domain/endpoints';
import { displayName } from '@thamani/domain/me';
import { canEditReport, canReviewReport } from '@thamani/domain/report-policies';
import { REPORT_MESSAGES as M, type ReportDetail, type ReportVersion } from '@thamani/domain/reports';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { readFirm } from '../firm/index.ts';
import { accessOf, notFound, readableReport, type ReportsCtx } from './reports.access.ts';
import { photoOptions } from './reports.photo-options.ts';
import { getReportFile, getReportRow, getSubmission, listReviewRows, listSubmissions, type ReportRow } from './reports.queries.ts';

/** Reading one report: its detail (submissions, reviews, photo options, delivery) and its frozen versions. */

/** The PDF of a report, for those who may download it. */
export const reportPdfUrl = (reportId: string) => pathOf(REPORT_ENDPOINTS.pdf, { id: reportId });

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
  const row = await getReportRow(ctx.db, identity.firmId, id);
  if (!row) {
    throw notFound();
  }
  return toDetail(ctx, identity, row);
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
    throw new AppError('NOT_FOUND', M.noSubmittedVersion(n));
  }
  return {
    n: version.n,
    content: version.content,
    submittedAt: version.submittedAt.toISOString(),
    sha256: version.sha256,
  };
}
