import { readObject } from '#platform/storage/file-storage.ts';
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { EXTRACTION_MESSAGES as M, findFields, type ExtractionMethod, type ExtractionPage, type FinderPage } from '@thamani/domain/extractions';
import type { AppContext } from '#context.ts';
import { documents } from '#db/schema/documents.table.ts';
import { extractions } from '#db/schema/extractions.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { JobContext } from '#platform/jobs/job-queue.ts';
import { inTransaction } from '#platform/transaction.ts';
import { DocumentReadError, openDocumentReader } from './read-document.ts';

/** The queue of documents waiting to be read (sent when an extraction is created, in its transaction). */
export const EXTRACTION_READ_JOB = 'extraction.read';
export const ExtractionReadPayloadSchema = z.object({ extractionId: z.uuid() });
export type ExtractionReadPayload = z.infer<typeof ExtractionReadPayloadSchema>;
export const EXTRACTION_ENTITY = 'extraction';

const DONE = ['completed', 'failed'];

/** Test seam: called after each page is read (a test throws here to play a crash mid-document). */
export interface ReadHooks {
  afterPage?: (page: number) => void | Promise<void>;
  /** Whether a failure is final (default: the queue's word, `job.isLastAttempt`). */
  isLastAttempt?: () => Promise<boolean>;
}

interface Outcome {
  status: 'completed' | 'failed';
  method: ExtractionMethod | null;
  pages: ExtractionPage[];
  fields: ReturnType<typeof findFields>;
  error: string | null;
  pageCount: number | null;
}

/**
 * The one write of a run's result, guarded: only a row not yet done changes, so a repeated run
 * (a retry, a process killed after the commit) leaves one result and one audit row.
 */
async function finish(ctx: AppContext, extractionId: string, outcome: Outcome): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const updated = await tx
      .update(extractions)
      .set({
        status: outcome.status,
        method: outcome.method,
        pages: outcome.pages,
        fields: outcome.fields,
        error: outcome.error,
        ...(outcome.pageCount === null ? {} : { pageCount: outcome.pageCount, pagesDone: outcome.status === 'completed' ? outcome.pageCount : undefined }),
        completedAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .where(and(eq(extractions.id, extractionId), notInArray(extractions.status, DONE)))
      .returning({ requestedBy: extractions.requestedBy, documentId: extractions.documentId });
    const row = updated[0];
    if (row && outcome.status === 'completed') {
      await writeAudit(tx, {
        actionType: 'extraction_completed',
        entityType: EXTRACTION_ENTITY,
        entityId: extractionId,
        userId: null,
        details: { document_id: row.documentId, method: outcome.method, pages: outcome.pageCount, fields: outcome.fields.map((f) => f.name) },
      });
    }
  });
}

/** Read every page (text layer, else OCR), then propose fields. Idempotent by the extraction's status. */
export async function runExtraction(ctx: AppContext, payload: ExtractionReadPayload, job: Pick<JobContext, 'id' | 'reportProgress'> & Partial<Pick<JobContext, 'isLastAttempt'>>, hooks: ReadHooks = {}): Promise<void> {
  const [row] = await ctx.db
    .select({ status: extractions.status, storageKey: documents.storageKey, contentType: documents.contentType })
    .from(extractions)
    .innerJoin(documents, eq(documents.id, extractions.documentId))
    .where(eq(extractions.id, payload.extractionId));
  if (!row || DONE.includes(row.status)) {
    return;
  }
  try {
    await ctx.db.update(extractions).set({ status: 'running', updatedAt: ctx.now() }).where(and(eq(extractions.id, payload.extractionId), eq(extractions.status, 'queued')));
    const bytes = await readObject(ctx.storage, row.storageKey);
    let reader;
    try {
      reader = await openDocumentReader(bytes, row.contentType);
    } catch (error) {
      if (error instanceof DocumentReadError) {
        const message = error.userMessage === 'tooManyPages' ? M.tooManyPages : M.unreadable;
        await finish(ctx, payload.extractionId, { status: 'failed', method: null, pages: [], fields: [], error: message, pageCount: null });
        return;
      }
      throw error;
    }
    try {
      await ctx.db.update(extractions).set({ pageCount: reader.pageCount, pagesDone: 0 }).where(eq(extractions.id, payload.extractionId));
      const pages: ExtractionPage[] = [];
      const finderPages: FinderPage[] = [];
      for (let n = 1; n <= reader.pageCount; n += 1) {
        const read = await reader.readPage(n);
        pages.push(read.info);
        finderPages.push({ page: n, words: read.words });
        // Progress only: the result is written once, at the end.
        await ctx.db.update(extractions).set({ pagesDone: n, updatedAt: ctx.now() }).where(and(eq(extractions.id, payload.extractionId), notInArray(extractions.status, DONE)));
        await job.reportProgress(Math.round((n / reader.pageCount) * 100));
        await hooks.afterPage?.(n);
      }
      const methods = new Set(pages.map((p) => p.method));
      const method: ExtractionMethod = methods.size > 1 ? 'mixed' : methods.has('ocr') ? 'ocr' : 'text';
      const fields = findFields(finderPages);
      const anyText = finderPages.some((p) => p.words.some((w) => /[A-Za-z0-9]{2,}/.test(w.text)));
      await finish(ctx, payload.extractionId, { status: 'completed', method, pages, fields, error: anyText ? null : M.notADocument, pageCount: reader.pageCount });
    } finally {
      await reader.close();
    }
  } catch (error) {
    // A run outside the queue (no retry count) has no retries left.
    if (await (hooks.isLastAttempt?.() ?? job.isLastAttempt ?? true)) {
      await finish(ctx, payload.extractionId, { status: 'failed', method: null, pages: [], fields: [], error: M.failed, pageCount: null });
    }
    throw error;
  }
}

export async function registerExtractionJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.register<ExtractionReadPayload>({
    name: EXTRACTION_READ_JOB,
    schema: ExtractionReadPayloadSchema,
    handle: (payload, job) => runExtraction(ctx, payload, job),
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // 100 scanned pages at ~2 s each, with room to spare.
    expireInSeconds: 900,
    failedMessage: M.failed,
  });
}
