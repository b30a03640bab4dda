import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS, UPLOAD_MESSAGES } from '@thamani/domain/documents';
import { pathOf } from '@thamani/domain/endpoints';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { REPORT_MESSAGES, type UpdateValuerProfileBody, type ValuerProfile } from '@thamani/domain/reports';
import { VALUER_ENDPOINTS } from '@thamani/domain/valuers.endpoints';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import { writeAudit } from '#platform/audit.ts';
import { loadSharp, sniffFileType } from '#platform/lazy-modules.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { insertDocument } from '../documents/index.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'storage'>;

export const VALUER_PROFILE_ENTITY = 'valuer_profile';
/** Where the caller's own signature image is read (the profile's `signatureUrl`). */
export const SIGNATURE_URL = pathOf(VALUER_ENDPOINTS.signature);
/** A signature is printed a few centimetres wide: larger images are scaled down to this box. */
const SIGNATURE_MAX = { width: 1200, height: 600 };

function profileIdOf(identity: Identity): string {
  if (!identity.profileId) {
    throw new AppError('CONFLICT', L.profileMissing);
  }
  return identity.profileId;
}

async function getRow(db: Db, profileId: string) {
  const rows = await db.select().from(valuerProfiles).where(eq(valuerProfiles.profileId, profileId)).limit(1);
  return rows[0] ?? null;
}

function toProfile(row: Awaited<ReturnType<typeof getRow>>): ValuerProfile {
  const hasSignature = Boolean(row?.signatureDocumentId);
  return {
    vrbNumber: row?.vrbNumber ?? null,
    hasSignature,
    signatureUrl: hasSignature ? SIGNATURE_URL : null,
    certificateYear: row?.certificateYear ?? null,
    certificateExpiresOn: row?.certificateExpiresOn ?? null,
  };
}

export async function getValuerProfile(ctx: Ctx, identity: Identity): Promise<ValuerProfile> {
  return toProfile(await getRow(ctx.db, profileIdOf(identity)));
}

/** The valuer details a write may change; a field left out keeps its value. */
export interface ValuerDetailsChange {
  vrbNumber?: string | null;
  certificateYear?: number | null;
  certificateExpiresOn?: string | null;
}

/**
 * Write a valuer's details inside `tx`, with the audit row (the old and new values): the valuer's
 * own VRB number, or what an admin records for them (the practising certificate too).
 */
export async function writeValuerDetails(tx: Db, profileId: string, actorUserId: string, change: ValuerDetailsChange): Promise<void> {
  const before = await getRow(tx, profileId);
  await tx
    .insert(valuerProfiles)
    .values({ profileId, ...change })
    .onConflictDoUpdate({ target: valuerProfiles.profileId, set: { ...change, updatedAt: sql`now()` } });
  const details: Record<string, unknown> = {};
  if (change.vrbNumber !== undefined) {
    details.vrb_number = change.vrbNumber;
    details.previous_vrb_number = before?.vrbNumber ?? null;
  }
  if (change.certificateYear !== undefined) {
    details.certificate_year = change.certificateYear;
    details.previous_certificate_year = before?.certificateYear ?? null;
  }
  if (change.certificateExpiresOn !== undefined) {
    details.certificate_expires_on = change.certificateExpiresOn;
    details.previous_certificate_expires_on = before?.certificateExpiresOn ?? null;
  }
  await writeAudit(tx, {
    actionType: 'valuer_profile_updated',
    entityType: VALUER_PROFILE_ENTITY,
    entityId: profileId,
    userId: actorUserId,
    details,
  });
}

/** Set the caller's VRB registration number (audited: it is printed on every report they sign). */
export async function updateValuerProfile(
  ctx: Ctx,
  identity: Identity,
  body: UpdateValuerProfileBody,
): Promise<ValuerProfile> {
  const profileId = profileIdOf(identity);
  await inTransaction(ctx, (tx) => writeValuerDetails(tx, profileId, identity.userId, { vrbNumber: body.vrbNumber }));
  return getValuerProfile(ctx, identity);
}

async function readAll(file: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) {
        file.resume();
        throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(UPLOAD_KINDS.signature));
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('BAD_REQUEST', UPLOAD_MESSAGES.interrupted);
  }
  return Buffer.concat(chunks);
}

/** A PNG or JPEG (by its bytes), upright, without metadata, within the print box, as PNG. */
async function toSignaturePng(original: Buffer): Promise<Buffer> {
  const kind = UPLOAD_KINDS.signature;
  const sniffed = original.length === 0 ? undefined : await sniffFileType(original);
  if (!sniffed || !(kind.types as readonly string[]).includes(sniffed.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(kind));
  }
  const sharp = await loadSharp();
  try {
    return await sharp(original)
      .rotate()
      .resize({ ...SIGNATURE_MAX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unreadableImage);
  }
}

/**
 * Replace a valuer's signature image (theirs, or an admin's upload for them): PNG or JPEG by
 * content, at most 2 MB, stored re-encoded as PNG through the upload pipeline (a documents row of
 * kind 'signature'). Earlier signature files stay stored: reports already delivered were printed
 * with them.
 */
export async function storeSignature(ctx: Ctx, profileId: string, actor: { userId: string; profileId: string | null }, file: Readable): Promise<void> {
  const png = await toSignaturePng(await readAll(file, UPLOAD_KINDS.signature.maxBytes));
  await saveUpload(ctx, Readable.from([png]), UPLOAD_KINDS.signature, async (tx, stored) => {
    const documentId = await insertDocument(tx, {
      kind: 'signature',
      filename: 'signature.png',
      uploadedBy: actor.profileId ?? profileId,
      ...storedFileColumns(stored),
    });
    await tx
      .insert(valuerProfiles)
      .values({ profileId, signatureDocumentId: documentId })
      .onConflictDoUpdate({
        target: valuerProfiles.profileId,
        set: { signatureDocumentId: documentId, updatedAt: sql`now()` },
      });
    await writeAudit(tx, {
      actionType: 'valuer_profile_updated',
      entityType: VALUER_PROFILE_ENTITY,
      entityId: profileId,
      userId: actor.userId,
      details: { signature_document_id: documentId, sha256: stored.sha256 },
    });
  });
}

/** Replace the caller's own signature image. */
export async function saveSignature(ctx: Ctx, identity: Identity, file: Readable): Promise<ValuerProfile> {
  await storeSignature(ctx, profileIdOf(identity), identity, file);
  return getValuerProfile(ctx, identity);
}

/** A valuer's signature image, or null when they have none. */
export async function findSignature(ctx: Ctx, profileId: string): Promise<{ size: number; content: Readable } | null> {
  const row = await getRow(ctx.db, profileId);
  const [doc] = row?.signatureDocumentId
    ? await ctx.db
        .select({ storageKey: documents.storageKey, size: documents.size })
        .from(documents)
        .where(eq(documents.id, row.signatureDocumentId))
        .limit(1)
    : [];
  return doc ? { size: doc.size, content: await ctx.storage.get(doc.storageKey) } : null;
}

/** The caller's own signature image (404 when none). */
export async function openSignature(ctx: Ctx, identity: Identity): Promise<{ size: number; content: Readable }> {
  const found = await findSignature(ctx, profileIdOf(identity));
  if (!found) {
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.noSignature);
  }
  return found;
}
