import { AppError } from '@thamani/domain/app-error';
import { enforce } from '@thamani/domain/policies';
import { readReportRefusal } from '@thamani/domain/report-policies';
import {
  REPORT_MESSAGES as M,
  type ApproveReportBody,
  type ReportDetail,
  type RequestChangesBody,
  type SubmitReportBody,
} from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { moveRequest } from '../lifecycle/index.ts';
import { lockRequestRow } from '../requests/index.ts';
import { getReportRow, lockReportRow, type ReportRow } from './reports.queries.ts';
import { readReportDetail } from './reports.read.ts';

type Ctx = Pick<AppContext, 'db' | 'firmId' | 'bus' | 'sendMail' | 'outbox' | 'log' | 'now' | 'settings' | 'jobs'>;

/**
 * Lock the report's request, then the report (the order every move keeps: request → report),
 * after checking the caller may see the report at all (404/403 before any lock).
 */
async function lockBoth(tx: Db, identity: Identity, id: string) {
  const peek = await getReportRow(tx, identity.firmId, id);
  enforce(readReportRefusal(identity, peek ? { authorId: peek.report.authorId, status: peek.report.status } : null));
  if (!peek) {
    throw new AppError('NOT_FOUND', M.notFound);
  }
  const request = await lockRequestRow(tx, identity.firmId, peek.report.requestId);
  const report = await lockReportRow(tx, identity.firmId, id);
  if (!report) {
    throw new AppError('NOT_FOUND', M.notFound);
  }
  return { request, report: report satisfies ReportRow };
}

/** Its valuer submits: checks must not fail (400 with details.checks); request → under review. */
export async function submitReport(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: SubmitReportBody,
): Promise<ReportDetail> {
  await inTransaction(ctx, async (tx) => {
    const { request, report } = await lockBoth(tx, identity, id);
    await moveRequest(tx, ctx, request, identity, { action: 'submit_report', report, version: body.version });
  });
  return readReportDetail(ctx, identity, id);
}

/** An admin sends the latest submission back with comments; request → in progress. */
export async function requestReportChanges(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: RequestChangesBody,
): Promise<ReportDetail> {
  await inTransaction(ctx, async (tx) => {
    const { request, report } = await lockBoth(tx, identity, id);
    await moveRequest(tx, ctx, request, identity, { action: 'request_changes', report, body });
  });
  return readReportDetail(ctx, identity, id);
}

/** An admin approves the latest submission (final); request → completed; the PDF job is enqueued. */
export async function approveReport(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: ApproveReportBody,
): Promise<ReportDetail> {
  await inTransaction(ctx, async (tx) => {
    const { request, report } = await lockBoth(tx, identity, id);
    await moveRequest(tx, ctx, request, identity, { action: 'approve', report, n: body.n, jobs: ctx.jobs });
  });
  return readReportDetail(ctx, identity, id);
}
