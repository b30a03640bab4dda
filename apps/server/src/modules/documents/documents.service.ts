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
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import { attachDocumentRefusal, canSeeRequest, enforce } from '@thamani/domain/policies';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { canReadInspectionOf } from '../inspections/inspections.service.ts';
import { getRequestRow } from '../requests/requests.queries.ts';
import { getDocumentRow, insertDocument, listDocumentsOfRequest, type DocumentRow } from './documents.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'storage'>;
type Request = NonNullable<Awaited<ReturnType<typeof getRequestRow>>>['request'];

export const DOCUMENT_ENTITY = 'document';

/** The request, or 404 for anyone who may not see it (the requests area's one visibility rule). */
async function visibleRequest(db: Db, identity: Identity, requestId: string): Promise<Request> {
  const row = await getRequestRow(db, requestId);
  if (!row || !canSeeRequest(identity, row.request)) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  return row.request;
}

/**
 * Who adds documents: those who can see the request, except an agent merely browsing the open
 * queue — the requester, the assigned agent and admins. Checked before any byte is read.
 */
export async function assertCanAttach(db: Db, identity: Identity, requestId: string): Promise<void> {
  const row = await getRequestRow(db, requestId);
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
  await visibleRequest(db, identity, requestId);
  const rows = await listDocumentsOfRequest(db, requestId);
  return { items: rows.map(toInfo) };
}

/** A document and its bytes, for those who can see the request it belongs to; 404 otherwise. */
export async function openDocument(ctx: Ctx, identity: Identity, documentId: string): Promise<{ info: DocumentInfo; content: Readable }> {
  const row = await getDocumentRow(ctx.db, documentId);
  const notFound = new AppError('NOT_FOUND', UPLOAD_MESSAGES.documentNotFound);
  // An inspection photo is seen by whoever may read its inspection (its valuer, admins).
  if (row?.doc.inspectionId) {
    if (!(await canReadInspectionOf(ctx.db, identity, row.doc.inspectionId))) {
      throw notFound;
    }
    return { info: toInfo(row), content: await ctx.storage.get(row.doc.storageKey) };
  }
  // The report PDF goes out only through GET /api/reports/:id/pdf, which audits every download.
  if (!row?.doc.requestId || row.doc.kind === 'report_pdf') {
    throw notFound;
  }
  try {
    await visibleRequest(ctx.db, identity, row.doc.requestId);
  } catch (error) {
    // Say "document", not "request": the caller asked for a document id.
    throw error instanceof AppError ? notFound : error;
  }
  return { info: toInfo(row), content: await ctx.storage.get(row.doc.storageKey) };
}
