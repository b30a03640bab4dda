import { readObject } from '#platform/storage/file-storage.ts';
import type { Readable } from 'node:stream';
import { AppError } from '@thamani/domain/app-error';
import {
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  safeFilename,
  type DocumentInfo,
  type DocumentList,
  type RequestDocumentCategory,
} from '@thamani/domain/documents';
import { displayName } from '@thamani/domain/me';
import { attachDocumentRefusal, canSeeOwnUpload, enforce, readDocumentsRefusal } from '@thamani/domain/policies';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { canReadInspectionOf } from '../inspections/index.ts';
import { getRequestRow } from '../requests/index.ts';
import { getDocumentRow, insertDocument, listDocumentsOfRequest, type DocumentRow } from './documents.queries.ts';
import { PREVIEW_CONTENT_TYPE } from './page-previews.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'storage'>;
export const DOCUMENT_ENTITY = 'document';

/** 404 unless the caller may see the request's documents (its requester, assigned valuer, admins). */
async function assertCanReadDocuments(db: Db, identity: Identity, requestId: string): Promise<void> {
  const row = await getRequestRow(db, identity.firmId, requestId);
  enforce(readDocumentsRefusal(identity, row?.request ?? null));
}

/**
 * Who adds documents: those who can see the request, except an agent merely browsing the open
 * queue — the requester, the assigned agent and admins. Checked before any byte is read.
 */
export async function assertCanAttach(db: Db, identity: Identity, requestId: string): Promise<void> {
  const row = await getRequestRow(db, identity.firmId, requestId);
  enforce(attachDocumentRefusal(identity, row?.request ?? null));
}

function toInfo(row: NonNullable<DocumentRow>): DocumentInfo {
  const { doc } = row;
  return {
    id: doc.id,
    requestId: doc.requestId ?? '',
    category: doc.category ?? 'other',
    filename: doc.filename,
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    uploadedBy: { id: doc.uploadedBy, name: doc.uploadedBy ? displayName(row.uploaderName, row.uploaderEmail) : 'Former user' },
    location: doc.latitude !== null && doc.longitude !== null ? { latitude: doc.latitude, longitude: doc.longitude } : null,
    capturedAt: doc.capturedAt,
    pageCount: doc.pageCount,
    createdAt: doc.createdAt.toISOString(),
  };
}

export interface IncomingFile {
  category: RequestDocumentCategory;
  filename: string | undefined;
  file: Readable;
}

/** Store a file and its documents row + audit entry in one transaction (see saveUpload). */
export async function addRequestDocument(ctx: Ctx, identity: Identity, requestId: string, incoming: IncomingFile): Promise<DocumentInfo> {
  const id = await saveUpload(ctx, incoming.file, UPLOAD_KINDS.requestDocument, async (tx, stored) => {
    // Still visible at commit time (the request may have been reassigned meanwhile).
    await assertCanAttach(tx, identity, requestId);
    const filename = safeFilename(incoming.filename);
    const documentId = await insertDocument(tx, {
      requestId,
      kind: 'requestDocument',
      category: incoming.category,
      filename,
      uploadedBy: identity.profileId,
      ...storedFileColumns(stored),
    });
    await writeAudit(tx, {
      actionType: 'document_uploaded',
      entityType: DOCUMENT_ENTITY,
      entityId: documentId,
      userId: identity.userId,
      details: { requestId, category: incoming.category, filename, sha256: stored.sha256, size: stored.size },
    });
    return documentId;
  });
  const row = await getDocumentRow(ctx.db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.documentNotFound);
  }
  return toInfo(row);
}

export async function listRequestDocuments(db: Db, identity: Identity, requestId: string): Promise<DocumentList> {
  await assertCanReadDocuments(db, identity, requestId);
  const rows = await listDocumentsOfRequest(db, requestId);
  return { items: rows.map(toInfo) };
}

/**
 * The document row, for those who may read it; 404 (as "document not found") for anyone else:
 * an inspection photo for whoever may read its inspection; a request's document for its
 * requester, assigned valuer and admins; the krooki extractor's own upload for its uploader and
 * admins. The report PDF goes out only through GET /api/reports/:id/pdf, which audits downloads.
 */
async function readableDocument(db: Db, identity: Identity, documentId: string): Promise<NonNullable<DocumentRow>> {
  const row = await getDocumentRow(db, documentId);
  const notFound = new AppError('NOT_FOUND', UPLOAD_MESSAGES.documentNotFound);
  if (!row || row.doc.kind === 'report_pdf') {
    throw notFound;
  }
  if (row.doc.inspectionId) {
    if (!(await canReadInspectionOf(db, identity, row.doc.inspectionId))) {
      throw notFound;
    }
    return row;
  }
  if (row.doc.kind === 'extractionSource' && row.doc.requestId === null) {
    if (!canSeeOwnUpload(identity, row.doc)) {
      throw notFound;
    }
    return row;
  }
  if (!row.doc.requestId) {
    throw notFound;
  }
  const request = await getRequestRow(db, identity.firmId, row.doc.requestId);
  if (readDocumentsRefusal(identity, request?.request ?? null)) {
    // Say "document", not "request": the caller asked for a document id.
    throw notFound;
  }
  return row;
}

/** A document and its bytes, for those who may read it (see readableDocument); 404 otherwise. */
export async function openDocument(ctx: Ctx, identity: Identity, documentId: string): Promise<{ info: DocumentInfo; content: Readable }> {
  const row = await readableDocument(ctx.db, identity, documentId);
  return { info: toInfo(row), content: await ctx.storage.get(row.doc.storageKey) };
}

/** PDF pages are drawn at 1.5× (about 108 dpi): readable on a phone, a few hundred KB a page. */
export const PREVIEW_SCALE = 1.5;

/**
 * Page `page` (1-based) of a document as an image, same access as its content: a PDF page drawn
 * as JPEG (in the preview pool's threads, kept in its cache, and the next pages drawn ahead); an
 * image document's one page is the stored (re-encoded, metadata-free) image itself. Access is
 * checked on every call, before the cache is asked.
 */
export async function documentPage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'previews'>,
  identity: Identity,
  documentId: string,
  page: number,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = await readableDocument(ctx.db, identity, documentId);
  const pageMissing = new AppError('NOT_FOUND', UPLOAD_MESSAGES.pageNotFound);
  if (row.doc.contentType !== 'application/pdf') {
    if (page !== 1 || !row.doc.contentType.startsWith('image/')) {
      throw pageMissing;
    }
    return { contentType: row.doc.contentType, bytes: await readObject(ctx.storage, row.doc.storageKey) };
  }
  if (row.doc.pageCount !== null && page > row.doc.pageCount) {
    throw pageMissing;
  }
  const { storageKey, pageCount } = row.doc;
  // Read again for each render: the bytes move to the worker thread that draws the page.
  const source = { storageKey, pageCount, load: async () => readObject(ctx.storage, storageKey) };
  const image = await ctx.previews.pageImage(source, page, PREVIEW_SCALE);
  ctx.previews.renderAhead(source, page, PREVIEW_SCALE);
  return { contentType: PREVIEW_CONTENT_TYPE, bytes: image };
}
