import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS, UPLOAD_MESSAGES } from '@thamani/domain/documents';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import type { UpdateValuerProfileBody, ValuerProfile } from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { insertDocument } from '../documents/documents.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'storage'>;

export const VALUER_PROFILE_ENTITY = 'valuer_profile';
export const SIGNATURE_URL = '/api/me/valuer-profile/signature';
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

/** Set the caller's VRB registration number (audited: it is printed on every report they sign). */
export async function updateValuerProfile(
  ctx: Ctx,
  identity: Identity,
  body: UpdateValuerProfileBody,
): Promise<ValuerProfile> {
  const profileId = profileIdOf(identity);
  await inTransaction(ctx, async (tx) => {
    const before = await getRow(tx, profileId);
    await tx
      .insert(valuerProfiles)
      .values({ profileId, vrbNumber: body.vrbNumber })
      .onConflictDoUpdate({
        target: valuerProfiles.profileId,
        set: { vrbNumber: body.vrbNumber, updatedAt: sql`now()` },
      });
    await writeAudit(tx, {
      actionType: 'valuer_profile_updated',
      entityType: VALUER_PROFILE_ENTITY,
      entityId: profileId,
      userId: identity.userId,
      details: { vrb_number: body.vrbNumber, previous_vrb_number: before?.vrbNumber ?? null },
    });
  });
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
  const sniffed = original.length === 0 ? undefined : await fileTypeFromBuffer(original);
  if (!sniffed || !(kind.types as readonly string[]).includes(sniffed.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(kind));
  }
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
 * Replace the caller's signature image: PNG or JPEG by content, at most 2 MB, stored re-encoded
 * as PNG through the upload pipeline (a documents row of kind 'signature'). Earlier signature
 * files stay stored: reports already delivered were printed with them.
 */
export async function saveSignature(ctx: Ctx, identity: Identity, file: Readable): Promise<ValuerProfile> {
  const profileId = profileIdOf(identity);
  const png = await toSignaturePng(await readAll(file, UPLOAD_KINDS.signature.maxBytes));
  await saveUpload(ctx, Readable.from([png]), UPLOAD_KINDS.signature, async (tx, stored) => {
    const documentId = await insertDocument(tx, {
      kind: 'signature',
      filename: 'signature.png',
      uploadedBy: profileId,
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
      userId: identity.userId,
      details: { signature_document_id: documentId, sha256: stored.sha256 },
    });
  });
  return getValuerProfile(ctx, identity);
}

/** The caller's own signature image (404 when none). */
export async function openSignature(ctx: Ctx, identity: Identity): Promise<{ size: number; content: Readable }> {
  const row = await getRow(ctx.db, profileIdOf(identity));
  const [doc] = row?.signatureDocumentId
    ? await ctx.db
        .select({ storageKey: documents.storageKey, size: documents.size })
        .from(documents)
        .where(eq(documents.id, row.signatureDocumentId))
        .limit(1)
    : [];
  if (!doc) {
    throw new AppError('NOT_FOUND', 'You have not added a signature yet.');
  }
  return { size: doc.size, content: await ctx.storage.get(doc.storageKey) };
}
