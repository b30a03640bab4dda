import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paths } from '@thamani/domain/paths';
import type { AppContext } from '#context.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { JobContext } from '#platform/jobs/job-queue.ts';
import { linkMail } from '#platform/mail.ts';
import { releaseIfUnreferenced } from '#platform/storage/save-upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { insertDocument } from '../../documents/index.ts';
import { notify } from '../../notifications/index.ts';
import { emitReportUpdated } from '../reports.events.ts';
import {
  getReportFileRow,
  loadReportPdfInput,
  type ReportDelivery,
  type ReportFileRow,
} from './load-report-pdf-input.ts';

/** The queue of approved reports waiting for their PDF (sent by the approval, in its transaction). */
export const REPORT_RENDER_JOB = 'report.render';

export const ReportRenderPayloadSchema = z.object({ reportId: z.uuid(), n: z.number().int().min(1) });
export type ReportRenderPayload = z.infer<typeof ReportRenderPayloadSchema>;

export const REPORT_RENDER_FAILED = 'We could not prepare the report PDF. Please try again later.';

/** Retries after the first failure: a storage or database hiccup passes; a broken report does not. */
const RETRY_LIMIT = 3;
const REPORT_ENTITY = 'report';

/** Store the PDF and, in one transaction, mark it delivered and tell the client. */
async function deliver(ctx: AppContext, file: ReportFileRow, delivery: ReportDelivery, pdf: Buffer): Promise<void> {
  const stored = await ctx.storage.put(Readable.from([pdf]));
  try {
    await inTransaction(ctx, async (tx) => {
      const [current] = await tx
        .select({ state: reportFiles.state })
        .from(reportFiles)
        .where(eq(reportFiles.id, file.id))
        .for('update');
      // Another run finished first: its document stands (the same bytes: the render is deterministic).
      if (!current || current.state === 'ready') {
        return;
      }
      if (!(await ctx.storage.has(stored.key))) {
        throw new Error('the stored report PDF disappeared before it was recorded');
      }
      // The PDF is a document of the request: a row of the documents area, written through its door.
      const documentId = await insertDocument(tx, {
        requestId: delivery.requestId,
        kind: 'report_pdf',
        filename: `valuation-report-${file.verifyCode}.pdf`,
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.key,
        storageKey: stored.key,
        uploadedBy: null,
      });
      await tx
        .update(reportFiles)
        .set({ state: 'ready', documentId, sha256: stored.key, renderedAt: ctx.now() })
        .where(eq(reportFiles.id, file.id));
      await writeAudit(tx, {
        actionType: 'report_pdf_rendered',
        entityType: REPORT_ENTITY,
        entityId: delivery.reportId,
        userId: null,
        details: {
          request_id: delivery.requestId,
          n: delivery.n,
          sha256: stored.key,
          verify_code: file.verifyCode,
          size: stored.size,
        },
      });
      const link = paths.myRequest(delivery.requestId);
      const text = await notify(tx, {
        userId: delivery.clientUserId,
        kind: 'report_ready',
        params: { request: { title: delivery.propertyTitle, reference: delivery.reference } },
        link,
      });
      if (delivery.clientEmail) {
        await ctx.sendMail(
          linkMail(
            delivery.clientEmail,
            text.title,
            text.body,
            'Download your report',
            `${ctx.settings.publicUrl}${link}`,
          ),
          { tx },
        );
      }
      emitReportUpdated(tx, {
        reportId: delivery.reportId,
        requestId: delivery.requestId,
        status: 'approved',
        delivery: 'ready',
        authorUserId: delivery.authorUserId,
        clientUserId: delivery.clientUserId,
      });
    });
  } catch (error) {
    await releaseIfUnreferenced(ctx, stored.key).catch((cleanupError: unknown) => {
      ctx.log.error({ err: cleanupError, key: stored.key }, 'could not release the bytes of an undelivered report PDF');
    });
    throw error;
  }
}

/** The last attempt failed: the delivery says so (the author and admins see it), unless another run delivered it. */
async function markFailed(ctx: AppContext, file: ReportFileRow, delivery: ReportDelivery | null): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const updated = await tx
      .update(reportFiles)
      .set({ state: 'failed' })
      .where(and(eq(reportFiles.id, file.id), eq(reportFiles.state, 'rendering')))
      .returning({ id: reportFiles.id });
    if (updated.length > 0 && delivery) {
      emitReportUpdated(tx, {
        reportId: delivery.reportId,
        requestId: delivery.requestId,
        status: 'approved',
        delivery: 'failed',
        authorUserId: delivery.authorUserId,
        clientUserId: delivery.clientUserId,
      });
    }
  });
}

/**
 * Render and deliver the PDF of approved submission `n`. Idempotent: a delivery already ready
 * is left alone, so a repeated run (a retry, a process killed after the commit) changes nothing.
 */
export async function runReportRender(
  ctx: AppContext,
  payload: ReportRenderPayload,
  job: Pick<JobContext, 'id' | 'reportProgress'> & Partial<Pick<JobContext, 'isLastAttempt'>>,
): Promise<void> {
  const file = await getReportFileRow(ctx, payload.reportId, payload.n);
  if (!file) {
    ctx.log.warn(payload, 'report render: no delivery row for this submission; nothing to do');
    return;
  }
  if (file.state === 'ready') {
    return;
  }
  let delivery: ReportDelivery | null = null;
  try {
    const loaded = await loadReportPdfInput(ctx, file);
    delivery = loaded.delivery;
    await job.reportProgress(20);
    // Written in a worker thread (ctx.reportPdfs): a second of CPU would hold up every request here.
    const pdf = await ctx.reportPdfs.render(loaded.input);
    await job.reportProgress(80);
    await deliver(ctx, file, loaded.delivery, pdf);
  } catch (error) {
    // A run outside the queue (no retry count) has no retries left.
    if (job.isLastAttempt ?? true) {
      await markFailed(ctx, file, delivery);
    }
    throw error;
  }
}

/** Register the render job on the app's queue (buildApp, next to the mail job). */
export async function registerReportRenderJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.register<ReportRenderPayload>({
    name: REPORT_RENDER_JOB,
    schema: ReportRenderPayloadSchema,
    handle: (payload, job) => runReportRender(ctx, payload, job),
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 300,
    failedMessage: REPORT_RENDER_FAILED,
  });
}
