import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import {
  INSPECTION_MESSAGES as M,
  findTemplateItem,
  type InspectionPhoto,
  type PhotoCaptionBody,
  type PhotoUploadFields,
} from '@thamani/domain/inspections';
import { nairobiDateParts, formatYmd } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { releaseIfUnreferenced, saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { insertDocument } from '../documents/index.ts';
import {
  INSPECTION_ENTITY,
  assertCanWrite,
  assertInProgress,
  canRead,
  notFound,
  readable,
  type InspectionsCtx as Ctx,
} from './inspections.access.ts';
import { toPhoto, type PhotoRow } from './inspections.detail.ts';
import { getPhotoByClientId, getPhotoRow, lockInspectionRow, type InspectionRow } from './inspections.queries.ts';

/** The photos of an inspection's items: adding (idempotent per browser id), captioning, removing. */

/** A browser-supplied instant as Nairobi wall time, the form EXIF capture times are kept in. */
function nairobiWallTime(iso: string): string {
  const p = nairobiDateParts(new Date(iso));
  const seconds = String(new Date(iso).getUTCSeconds()).padStart(2, '0');
  return `${formatYmd(p.year, p.month, p.day)}T${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}:${seconds}`;
}

/** Refuse a photo upload before reading a byte of it. */
export async function assertCanAddPhoto(ctx: Ctx, identity: Identity, id: string): Promise<InspectionRow> {
  const row = await readable(ctx.db, identity, id);
  assertCanWrite(identity, row.inspection.agentId);
  assertInProgress(row);
  return row;
}

/** The photo already stored under this browser id: a retried upload finds it. */
export async function findReplayedPhoto(ctx: Ctx, id: string, clientId: string): Promise<InspectionPhoto | null> {
  const existing = await getPhotoByClientId(ctx.db, id, clientId);
  return existing ? toPhoto(existing) : null;
}

class ReplayedPhoto extends Error {}

/**
 * Store a photo of an item through the upload pipeline (sniffed, re-encoded without EXIF, GPS and
 * capture time kept on the row; nothing left behind on failure). Idempotent per (inspection,
 * clientId): a replay returns the stored photo with `created: false`.
 */
export async function addPhoto(
  ctx: Ctx,
  identity: Identity,
  id: string,
  fields: PhotoUploadFields,
  file: Readable,
  filename: string | undefined,
): Promise<{ photo: InspectionPhoto; created: boolean }> {
  const row = await assertCanAddPhoto(ctx, identity, id);
  if (!findTemplateItem(row.inspection.template, fields.itemId)) {
    file.resume();
    throw new AppError('VALIDATION', M.photoItem, { itemId: M.photoItem });
  }
  const replay = await findReplayedPhoto(ctx, id, fields.clientId);
  if (replay) {
    file.resume();
    return { photo: replay, created: false };
  }
  try {
    const photoId = await saveUpload(ctx, file, UPLOAD_KINDS.inspectionPhoto, async (tx, stored) => {
      const locked = await lockInspectionRow(tx, identity.firmId, id);
      if (!locked) {
        throw notFound();
      }
      assertInProgress(locked);
      if (await getPhotoByClientId(tx, id, fields.clientId)) {
        throw new ReplayedPhoto();
      }
      const capturedAt = stored.capturedAt ?? (fields.takenAt ? nairobiWallTime(fields.takenAt) : null);
      const documentId = await insertDocument(tx, {
        inspectionId: id,
        inspectionItemId: fields.itemId,
        clientId: fields.clientId,
        caption: fields.caption ?? null,
        kind: 'inspectionPhoto',
        filename: filename?.slice(0, 200) || 'photo.jpg',
        uploadedBy: identity.profileId,
        ...storedFileColumns(stored),
        capturedAt,
      });
      await tx
        .update(inspections)
        .set({ updatedAt: sql`now()` })
        .where(eq(inspections.id, id));
      await writeAudit(tx, {
        actionType: 'inspection_photo_added',
        entityType: INSPECTION_ENTITY,
        entityId: id,
        userId: identity.userId,
        details: { document_id: documentId, item_id: fields.itemId, sha256: stored.sha256, size: stored.size },
      });
      return documentId;
    });
    const photo = await getPhotoRow(ctx.db, id, photoId);
    if (!photo) {
      throw new AppError('NOT_FOUND', M.photoNotFound);
    }
    return { photo: toPhoto(photo), created: true };
  } catch (error) {
    // Two uploads of one photo raced: the other stored it (saveUpload released our bytes if unused).
    if (error instanceof ReplayedPhoto) {
      const existing = await findReplayedPhoto(ctx, id, fields.clientId);
      if (existing) {
        return { photo: existing, created: false };
      }
    }
    throw error;
  }
}

async function lockWritablePhoto(
  tx: Db,
  identity: Identity,
  id: string,
  photoId: string,
): Promise<{ row: InspectionRow; photo: PhotoRow }> {
  const row = await lockInspectionRow(tx, identity.firmId, id);
  if (!row || !canRead(identity, row.inspection.agentId)) {
    throw notFound();
  }
  assertCanWrite(identity, row.inspection.agentId);
  assertInProgress(row);
  const photo = await getPhotoRow(tx, id, photoId);
  if (!photo) {
    throw new AppError('NOT_FOUND', M.photoNotFound);
  }
  return { row, photo };
}

export async function captionPhoto(
  ctx: Ctx,
  identity: Identity,
  id: string,
  photoId: string,
  body: PhotoCaptionBody,
): Promise<InspectionPhoto> {
  await inTransaction(ctx, async (tx) => {
    await lockWritablePhoto(tx, identity, id, photoId);
    await tx.update(documents).set({ caption: body.caption }).where(eq(documents.id, photoId));
    await tx
      .update(inspections)
      .set({ updatedAt: sql`now()` })
      .where(eq(inspections.id, id));
  });
  const photo = await getPhotoRow(ctx.db, id, photoId);
  if (!photo) {
    throw new AppError('NOT_FOUND', M.photoNotFound);
  }
  return toPhoto(photo);
}

/** Remove a photo's row; its bytes go too unless another row uses the same stored object. */
export async function deletePhoto(ctx: Ctx, identity: Identity, id: string, photoId: string): Promise<void> {
  const key = await inTransaction(ctx, async (tx) => {
    const { photo } = await lockWritablePhoto(tx, identity, id, photoId);
    await tx.delete(documents).where(eq(documents.id, photoId));
    await tx
      .update(inspections)
      .set({ updatedAt: sql`now()` })
      .where(eq(inspections.id, id));
    await writeAudit(tx, {
      actionType: 'inspection_photo_removed',
      entityType: INSPECTION_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { document_id: photoId, item_id: photo.inspectionItemId, sha256: photo.sha256 },
    });
    return photo.storageKey;
  });
  try {
    await releaseIfUnreferenced(ctx, key);
  } catch (error) {
    ctx.log.error({ err: error, key }, 'could not release the bytes of a removed photo');
  }
}
