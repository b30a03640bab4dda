import { eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { displayName } from '@thamani/domain/me';
import { paths } from '@thamani/domain/paths';
import { runReportChecks } from '@thamani/domain/report-checks';
import { editReportRefusal, reviewReportRefusal } from '@thamani/domain/report-policies';
import { REPORT_MESSAGES as M, type RequestChangesBody } from '@thamani/domain/reports';
import { CERTIFICATE_MESSAGES } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { reportReviews } from '#db/schema/report-reviews.table.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { defineMove, type LockedRequest } from '../lifecycle/index.ts';
import { notify } from '../notifications/index.ts';
import { assertCertificateCurrent } from '../valuers/index.ts';
import { contentSha256, valuesOf, withValuerSources } from './report-content.ts';
import { emitReportUpdated } from './reports.events.ts';
import { latestSubmissionNumber, listAdminUserIds, type ReportRow } from './reports.queries.ts';
import { REPORT_RENDER_JOB, type ReportRenderPayload } from './pdf/render-report.job.ts';
import { newVerifyCode } from './verify-code.ts';
import { readFirm } from '../firm/index.ts';

/** The moves of the reports area: submitting a report, and an admin's decision on it. */

export const REPORT_ENTITY = 'report';

/** The report of the moving request, locked after it (the lock order: request → report). */
export interface ReportExtras {
  report: ReportRow;
}

/** The request as its notifications name it: the property's title (null: none) and the reference people quote. */
const requestOf = (row: LockedRequest) => ({
  title: row.property?.title ?? null,
  reference: row.request.reference,
});
const accessOf = (report: ReportRow) => ({ authorId: report.report.authorId, status: report.report.status });
export const valuerOf = (report: ReportRow) => ({
  name: displayName(report.authorName, report.authorEmail),
  vrbNumber: report.vrbNumber,
});

/** The decision must be on the latest submission: one made on an older one is stale. */
async function assertLatest(tx: Db, report: ReportRow, n: number): Promise<void> {
  if ((await latestSubmissionNumber(tx, report.report.id)) !== n) {
    throw new AppError('CONFLICT', M.staleSubmission);
  }
}

async function decide(
  tx: Db,
  report: ReportRow,
  reviewerId: string | null,
  n: number,
  decision: 'approved' | 'changes_requested',
  body?: RequestChangesBody,
) {
  await assertLatest(tx, report, n);
  // One decision per submission: the unique key refuses a second one even without the locks.
  const inserted = await tx
    .insert(reportReviews)
    .values({
      reportId: report.report.id,
      n,
      reviewerId,
      decision,
      comment: body?.comment ?? '',
      sectionComments: body?.sectionComments ?? [],
    })
    .onConflictDoNothing({ target: [reportReviews.reportId, reportReviews.n] })
    .returning({ id: reportReviews.id });
  if (inserted.length === 0) {
    throw new AppError('CONFLICT', M.alreadyDecided);
  }
  await tx
    .update(reports)
    .set({ status: decision, updatedAt: sql`now()` })
    .where(eq(reports.id, report.report.id));
}

// ---------------------------------------------------------------------------------------------

export interface SubmitExtras extends ReportExtras {
  /** The draft's save counter the valuer submitted from: a stale one is a 409. */
  version: number;
}

/**
 * Its valuer submits the report: the checks must not fail; the content is frozen as submission n
 * (with its SHA-256 and values) and the request moves to under review.
 */
export const submitReportMove = defineMove<'submit_report', SubmitExtras, { n: number; sha256: string }>({
  action: 'submit_report',
  refuse: (actor, _request, { report }) => editReportRefusal(actor, accessOf(report)),
  async apply({ tx, ctx, actor, move }) {
    const r = move.report.report;
    // Only a valuer holding a current practising certificate signs and submits a report.
    await assertCertificateCurrent(tx, r.authorId, nairobiToday(ctx.now()), CERTIFICATE_MESSAGES.submitExpired);
    if (r.version !== move.version) {
      throw new AppError('CONFLICT', M.staleDraft, undefined, {
        version: r.version,
        updatedAt: r.updatedAt.toISOString(),
      });
    }
    const content = withValuerSources(r.content, valuerOf(move.report));
    const firm = await readFirm(tx, ctx.settings.firm);
    const checks = runReportChecks({
      content,
      valuerVrbNumber: move.report.vrbNumber,
      fsvBand: firm.fsvBand,
      minComparables: firm.minComparables,
      today: nairobiToday(ctx.now()),
      propertyType: move.report.propertyType ?? null,
    });
    if (checks.blocked) {
      throw new AppError('VALIDATION', M.checksFailed, undefined, { checks });
    }
    const n = (await latestSubmissionNumber(tx, r.id)) + 1;
    const sha256 = contentSha256(content);
    const values = valuesOf(content);
    await tx.insert(reportVersions).values({
      reportId: r.id,
      n,
      content,
      marketValue: values.marketValue,
      forcedSaleValue: values.forcedSaleValue,
      insuranceValue: values.insuranceValue,
      sha256,
      submittedBy: actor.profileId,
    });
    await tx
      .update(reports)
      .set({ status: 'submitted', content, version: sql`${reports.version} + 1`, updatedAt: sql`now()` })
      .where(eq(reports.id, r.id));
    return { n, sha256 };
  },
  audit: ({ row, move, from, to }, { n, sha256 }) => ({
    entityType: REPORT_ENTITY,
    entityId: move.report.report.id,
    details: { request_id: row.request.id, from, status: to, n, sha256 },
  }),
  async notify({ tx, row, move }) {
    const params = { request: requestOf(row), valuer: valuerOf(move.report).name };
    for (const userId of await listAdminUserIds(tx)) {
      await notify(tx, { userId, kind: 'report_submitted', params, link: paths.admin.report(move.report.report.id) });
    }
  },
  events({ tx, row, move }) {
    emitReportUpdated(tx, {
      reportId: move.report.report.id,
      requestId: row.request.id,
      status: 'submitted',
      delivery: null,
      authorUserId: move.report.authorUserId,
      clientUserId: row.requesterUserId,
    });
  },
});

// ---------------------------------------------------------------------------------------------

export interface RequestChangesExtras extends ReportExtras {
  body: RequestChangesBody;
}

/** An admin sends submission n back with comments (some tied to sections): the request returns to in progress. */
export const requestChangesMove = defineMove<'request_changes', RequestChangesExtras, undefined>({
  action: 'request_changes',
  refuse: (actor, _request, { report }) => reviewReportRefusal(actor, accessOf(report)),
  async apply({ tx, actor, move }) {
    const known = new Set(move.report.report.content.sections.map((s) => s.id));
    const unknown = move.body.sectionComments.find((c) => !known.has(c.sectionId));
    if (unknown) {
      const message = M.unknownSection(unknown.sectionId);
      throw new AppError('VALIDATION', message, { sectionComments: message });
    }
    await decide(tx, move.report, actor.profileId, move.body.n, 'changes_requested', move.body);
    return undefined;
  },
  audit: ({ row, move, from, to }) => ({
    entityType: REPORT_ENTITY,
    entityId: move.report.report.id,
    details: {
      request_id: row.request.id,
      from,
      status: to,
      n: move.body.n,
      section_comments: move.body.sectionComments.length,
    },
  }),
  async notify({ tx, row, move }) {
    await notify(tx, {
      userId: move.report.authorUserId,
      kind: 'report_changes_requested',
      params: { request: requestOf(row) },
      link: paths.agent.report(move.report.report.id),
    });
  },
  events({ tx, row, move }) {
    emitReportUpdated(tx, {
      reportId: move.report.report.id,
      requestId: row.request.id,
      status: 'changes_requested',
      delivery: null,
      authorUserId: move.report.authorUserId,
      clientUserId: row.requesterUserId,
    });
  },
});

// ---------------------------------------------------------------------------------------------

export interface ApproveExtras extends ReportExtras {
  n: number;
  /** The job queue: the PDF render job is enqueued in the approval's transaction. */
  jobs: Pick<JobQueue, 'send'>;
}

/**
 * An admin approves submission n: final. The request is completed, the delivery gets its public
 * verification code, and the PDF render job is enqueued — all in one transaction.
 */
export const approveMove = defineMove<'approve', ApproveExtras, { verifyCode: string }>({
  action: 'approve',
  refuse: (actor, _request, { report }) => reviewReportRefusal(actor, accessOf(report)),
  async apply({ tx, actor, move }) {
    const reportId = move.report.report.id;
    await decide(tx, move.report, actor.profileId, move.n, 'approved');
    const verifyCode = newVerifyCode();
    const [file] = await tx
      .insert(reportFiles)
      .values({ reportId, n: move.n, verifyCode, state: 'rendering' })
      .returning({ id: reportFiles.id });
    const jobId = await move.jobs.send<ReportRenderPayload>(
      REPORT_RENDER_JOB,
      { reportId, n: move.n },
      { tx, ownerUserId: actor.userId },
    );
    await tx
      .update(reportFiles)
      .set({ jobId })
      .where(eq(reportFiles.id, file?.id ?? ''));
    return { verifyCode };
  },
  audit: ({ row, move, from, to }, { verifyCode }) => ({
    entityType: REPORT_ENTITY,
    entityId: move.report.report.id,
    details: { request_id: row.request.id, from, status: to, n: move.n, verify_code: verifyCode },
  }),
  async notify({ tx, row, actor, move }) {
    if (move.report.authorUserId !== actor.userId) {
      await notify(tx, {
        userId: move.report.authorUserId,
        kind: 'report_approved',
        params: { request: requestOf(row) },
        link: paths.agent.report(move.report.report.id),
      });
    }
  },
  events({ tx, row, move }) {
    emitReportUpdated(tx, {
      reportId: move.report.report.id,
      requestId: row.request.id,
      status: 'approved',
      delivery: 'rendering',
      authorUserId: move.report.authorUserId,
      clientUserId: row.requesterUserId,
    });
  },
});

/** The reports area's moves, by action, as the composition root registers them with the lifecycle. */
export const REPORT_MOVES = { submit_report: submitReportMove, request_changes: requestChangesMove, approve: approveMove };

declare module '../lifecycle/index.ts' {
  interface LifecycleMoves {
    submit_report: typeof submitReportMove;
    request_changes: typeof requestChangesMove;
    approve: typeof approveMove;
  }
}
