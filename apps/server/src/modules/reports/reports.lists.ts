import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { displayName } from '@thamani/domain/me';
import { seededTemplateKeyFor } from '@thamani/domain/report-templates.data';
import {
  REPORT_MESSAGES as M,
  type ReadyForReport,
  type ReportListItem,
  type ReportListQuery,
} from '@thamani/domain/reports';
import { RequestPurposeSchema, isOverdue } from '@thamani/domain/requests';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { seededTemplateIds } from '../report-templates/index.ts';
import type { ReportsCtx } from './reports.access.ts';
import { listReadyRows, listReportRows } from './reports.queries.ts';

/** The lists of reports: requests ready for one, and the reports of a valuer or of the review queue. */

/** The caller's requests ready for a report (a valuer's own; nobody else starts reports). */
export async function listReadyForReport(ctx: ReportsCtx, identity: Identity): Promise<{ items: ReadyForReport[] }> {
  if (!can(identity, 'report:write') || !identity.profileId) {
    return { items: [] };
  }
  const [rows, seeded] = await Promise.all([
    listReadyRows(ctx.db, identity.firmId, identity.profileId),
    seededTemplateIds(ctx.db),
  ]);
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
    identity.firmId,
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
