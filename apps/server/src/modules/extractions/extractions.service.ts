import { readObject } from '#platform/storage/file-storage.ts';
import type { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS, UPLOAD_MESSAGES, safeFilename } from '@thamani/domain/documents';
import {
  EXTRACTION_MESSAGES as M,
  ConfirmedFieldsSchema,
  ExtractedFieldSchema,
  ExtractionPageSchema,
  extractionProgress,
  propertyDetailsFrom,
  updatePropertyRefusal,
  type ConfirmedFields,
  type Extraction,
  type ExtractionList,
} from '@thamani/domain/extractions';
import { canSeeRequest, enforce } from '@thamani/domain/policies';
import { z } from 'zod';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { extractions } from '#db/schema/extractions.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { getDocumentRow, insertDocument } from '../documents/index.ts';
import { getRequestRow, lockRequestRow } from '../requests/index.ts';
import { EXTRACTION_ENTITY, EXTRACTION_READ_JOB, type ExtractionReadPayload } from './extraction.job.ts';
import { openDocumentReader } from './read-document.ts';

const DOCUMENT_ENTITY = 'document';

function selectExtraction(db: Db) {
  return db
    .select({ x: extractions, filename: documents.filename, requestId: documents.requestId, storageKey: documents.storageKey, contentType: documents.contentType })
    .from(extractions)
    .innerJoin(documents, eq(documents.id, extractions.documentId));
}
type Row = Awaited<ReturnType<typeof selectExtraction>>[number];

function toExtraction(row: Row): Extraction {
  const { x } = row;
  const status = x.status as Extraction['status'];
  return {
    id: x.id,
    documentId: x.documentId,
    filename: row.filename,
    requestId: row.requestId,
    status,
    method: (x.method as Extraction['method']) ?? null,
    jobId: x.jobId,
    progress: extractionProgress(status, x.pagesDone, x.pageCount),
    pageCount: x.pageCount,
    pagesDone: x.pagesDone,
    pages: z.array(ExtractionPageSchema).parse(x.pages),
    fields: z.array(ExtractedFieldSchema).parse(x.fields),
    confirmedFields: x.confirmedFields === null ? null : ConfirmedFieldsSchema.parse(x.confirmedFields),
    confirmedAt: x.confirmedAt?.toISOString() ?? null,
    error: x.error,
    createdAt: x.createdAt.toISOString(),
    completedAt: x.completedAt?.toISOString() ?? null,
  };
}

/** The extraction, for the person who ran it and admins; 404 for anyone else. */
async function visibleRow(db: Db, identity: Identity, id: string): Promise<Row> {
  const [row] = await selectExtraction(db).where(eq(extractions.id, id)).limit(1);
  if (!row || (!can(identity, 'request:read-any') && (identity.profileId === null || row.x.requestedBy !== identity.profileId))) {
    throw new AppError('NOT_FOUND', M.notFound);
  }
  return row;
}

/** Record the extraction and send its job, in the caller's transaction. */
async function startExtraction(ctx: AppContext, tx: Db, identity: Identity, documentId: string): Promise<string> {
  const [created] = await tx.insert(extractions).values({ documentId, requestedBy: identity.profileId }).returning({ id: extractions.id });
  const id = created?.id ?? '';
  const jobId = await ctx.jobs.send<ExtractionReadPayload>(EXTRACTION_READ_JOB, { extractionId: id }, { tx, ownerUserId: identity.userId });
  await tx.update(extractions).set({ jobId }).where(eq(extractions.id, id));
  return id;
}

/** A new file for the extractor: stored as the person's own document (no request), then read. */
export async function extractFromUpload(ctx: AppContext, identity: Identity, incoming: { filename: string | undefined; file: Readable }): Promise<Extraction> {
  const id = await saveUpload(ctx, incoming.file, UPLOAD_KINDS.extractionSource, async (tx, stored) => {
    const filename = safeFilename(incoming.filename);
    const documentId = await insertDocument(tx, { requestId: null, kind: 'extractionSource', filename, uploadedBy: identity.profileId, ...storedFileColumns(stored) });
    await writeAudit(tx, {
      actionType: 'document_uploaded',
      entityType: DOCUMENT_ENTITY,
      entityId: documentId,
      userId: identity.userId,
      details: { kind: 'extractionSource', filename, sha256: stored.sha256, size: stored.size },
    });
    return startExtraction(ctx, tx, identity, documentId);
  });
  return getExtraction(ctx.db, identity, id);
}

/**
 * A document already uploaded: a request's (whoever can see the request) or the person's own
 * extractor upload (its uploader, admins). Anything else (a report PDF, a photo) is not found.
 */
export async function extractFromDocument(ctx: AppContext, identity: Identity, documentId: string): Promise<Extraction> {
  const notFound = new AppError('NOT_FOUND', UPLOAD_MESSAGES.documentNotFound);
  const row = await getDocumentRow(ctx.db, documentId);
  if (!row) {
    throw notFound;
  }
  const { doc } = row;
  if (doc.kind === 'extractionSource') {
    if (!can(identity, 'request:read-any') && doc.uploadedBy !== identity.profileId) {
      throw notFound;
    }
  } else if (doc.kind === 'requestDocument' && doc.requestId) {
    const request = await getRequestRow(ctx.db, identity.firmId, doc.requestId);
    if (!request || !canSeeRequest(identity, request.request)) {
      throw notFound;
    }
  } else {
    throw notFound;
  }
  const id = await inTransaction(ctx, (tx) => startExtraction(ctx, tx, identity, documentId));
  return getExtraction(ctx.db, identity, id);
}

export async function getExtraction(db: Db, identity: Identity, id: string): Promise<Extraction> {
  return toExtraction(await visibleRow(db, identity, id));
}

/** The caller's own extractions, newest first (the 20 latest). */
export async function listMyExtractions(db: Db, identity: Identity): Promise<ExtractionList> {
  if (!identity.profileId) {
    return { items: [] };
  }
  const rows = await selectExtraction(db).where(eq(extractions.requestedBy, identity.profileId)).orderBy(desc(extractions.createdAt), desc(extractions.id)).limit(20);
  return {
    items: rows.map((row) => {
      const e = toExtraction(row);
      return { id: e.id, filename: e.filename, status: e.status, pageCount: e.pageCount, createdAt: e.createdAt, requestId: e.requestId };
    }),
  };
}

/** Page `n` as a PNG at the boxes' scale. */
export async function renderExtractionPage(ctx: AppContext, identity: Identity, id: string, n: number): Promise<Buffer> {
  const row = await visibleRow(ctx.db, identity, id);
  const reader = await openDocumentReader(await readObject(ctx.storage, row.storageKey), row.contentType).catch(() => null);
  if (!reader) {
    throw new AppError('NOT_FOUND', M.pageNotFound);
  }
  try {
    if (n > reader.pageCount) {
      throw new AppError('NOT_FOUND', M.pageNotFound);
    }
    return await reader.renderPage(n);
  } finally {
    await reader.close();
  }
}

export async function confirmExtraction(ctx: AppContext, identity: Identity, id: string, fields: ConfirmedFields): Promise<Extraction> {
  await inTransaction(ctx, async (tx) => {
    const row = await visibleRow(tx, identity, id);
    if (row.x.status !== 'completed') {
      throw new AppError('CONFLICT', M.notFinished);
    }
    const tidy = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v.trim() !== '').map(([k, v]) => [k, (v ?? '').trim()]));
    await tx.update(extractions).set({ confirmedFields: tidy, confirmedBy: identity.profileId, confirmedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(extractions.id, id));
    await writeAudit(tx, { actionType: 'extraction_confirmed', entityType: EXTRACTION_ENTITY, entityId: id, userId: identity.userId, details: { fields: tidy } });
  });
  return getExtraction(ctx.db, identity, id);
}

/** Update a request's property from the confirmed fields (LR number, county, size), audited. */
export async function applyExtraction(ctx: AppContext, identity: Identity, id: string, requestId: string) {
  return inTransaction(ctx, async (tx) => {
    const row = await visibleRow(tx, identity, id);
    const request = await lockRequestRow(tx, identity.firmId, requestId);
    enforce(updatePropertyRefusal(identity, request?.request ?? null));
    if (!row.x.confirmedFields || !request?.property) {
      throw new AppError('CONFLICT', M.confirmFirst);
    }
    const details = propertyDetailsFrom(ConfirmedFieldsSchema.parse(row.x.confirmedFields));
    const before = request.property;
    const changed = (['lrNumber', 'county', 'sizeSqm'] as const).filter((k) => details[k] !== undefined && details[k] !== before[k]);
    if (changed.length > 0) {
      await tx.update(properties).set({ ...details, updatedAt: ctx.now() }).where(eq(properties.id, before.id));
      await writeAudit(tx, {
        actionType: 'property_updated_from_extraction',
        entityType: 'property',
        entityId: before.id,
        userId: identity.userId,
        details: { extraction_id: id, request_id: requestId, changed, before: { lrNumber: before.lrNumber, county: before.county, sizeSqm: before.sizeSqm }, after: details },
      });
    }
    return { propertyId: before.id, changed };
  });
}

