import { Readable } from 'node:stream';
import { readObject } from '#platform/storage/file-storage.ts';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_MESSAGES } from '@thamani/domain/documents';
import { enforce } from '@thamani/domain/policies';
import { editFirmRefusal, FIRM_MESSAGES as M, type FirmSettings, type UpdateFirmSettings } from '@thamani/domain/firm';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { changedFields, writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { lockStoredObject } from '#platform/storage/save-upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { checkLogo, type CheckedLogo } from './firm-logo.ts';
import { firmColumns, selectFirmRow, updateFirmRow } from './firm.queries.ts';
import { firmOfRow, readFirm, readFirmRow, toFirmSettings, type Firm } from './firm.read.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'settings' | 'storage' | 'log'>;

export const FIRM_ENTITY = 'firm_settings';

/** The editable fields as plain values, to compare before and after. */
function editable(firm: Firm): UpdateFirmSettings {
  const { logo: _logo, updatedAt: _updatedAt, ...fields } = firm;
  return fields;
}

export async function getFirmSettings(ctx: Ctx, identity: Identity): Promise<FirmSettings> {
  enforce(editFirmRefusal(identity));
  return toFirmSettings(await readFirm(ctx.db, ctx.settings.firm));
}

/** Save the admin's edit (audited with what changed). It applies to the next PDF; issued ones keep their bytes. */
export async function updateFirmSettings(ctx: Ctx, identity: Identity, body: UpdateFirmSettings): Promise<FirmSettings> {
  enforce(editFirmRefusal(identity));
  await inTransaction(ctx, async (tx) => {
    await readFirmRow(tx, ctx.settings.firm);
    const before = await readFirmRowForUpdate(tx);
    const changes = changedFields(editable(before), body);
    if (Object.keys(changes).length === 0) {
      return;
    }
    await updateFirmRow(tx, firmColumns(body), identity.profileId);
    await writeAudit(tx, { actionType: 'firm_settings_updated', entityType: FIRM_ENTITY, entityId: null, userId: identity.userId, details: { changes } });
  });
  return toFirmSettings(await readFirm(ctx.db, ctx.settings.firm));
}

/** The row, locked until the transaction ends: two admins saving at once apply one after the other. */
async function readFirmRowForUpdate(tx: Db): Promise<Firm> {
  const row = await selectFirmRow(tx, { forUpdate: true });
  if (!row) {
    throw new Error('firm_settings: no row to update');
  }
  return firmOfRow(row);
}

async function readLogoUpload(file: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        file.resume();
        throw new AppError('PAYLOAD_TOO_LARGE', M.logoTooLarge);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('BAD_REQUEST', M.logoUnreadable);
  }
  return Buffer.concat(chunks);
}

/**
 * Replace the logo: PNG or safe SVG by its bytes (see firm-logo.ts), stored by content. The old
 * logo's bytes stay: PDFs already issued were printed from them.
 */
export async function saveFirmLogo(ctx: Ctx, identity: Identity, file: Readable, maxBytes: number): Promise<FirmSettings> {
  enforce(editFirmRefusal(identity));
  const logo: CheckedLogo = await checkLogo(await readLogoUpload(file, maxBytes));
  const stored = await ctx.storage.put(Readable.from([logo.bytes]));
  await inTransaction(ctx, async (tx) => {
    // A failed upload of the same bytes may have released them since we stored them (see save-upload.ts).
    await lockStoredObject(tx, stored.key);
    if (!(await ctx.storage.has(stored.key))) {
      throw new AppError('UNAVAILABLE', UPLOAD_MESSAGES.interrupted);
    }
    const before = firmOfRow(await readFirmRow(tx, ctx.settings.firm));
    await updateFirmRow(tx, { logoStorageKey: stored.key, logoContentType: logo.contentType }, identity.profileId);
    await writeAudit(tx, {
      actionType: 'firm_logo_updated',
      entityType: FIRM_ENTITY,
      entityId: null,
      userId: identity.userId,
      details: { from: before.logo?.storageKey ?? null, to: stored.key, content_type: logo.contentType, size: stored.size },
    });
  });
  return toFirmSettings(await readFirm(ctx.db, ctx.settings.firm));
}

export async function removeFirmLogo(ctx: Ctx, identity: Identity): Promise<FirmSettings> {
  enforce(editFirmRefusal(identity));
  await inTransaction(ctx, async (tx) => {
    const before = firmOfRow(await readFirmRow(tx, ctx.settings.firm));
    if (!before.logo) {
      return;
    }
    await updateFirmRow(tx, { logoStorageKey: null, logoContentType: null }, identity.profileId);
    await writeAudit(tx, { actionType: 'firm_logo_removed', entityType: FIRM_ENTITY, entityId: null, userId: identity.userId, details: { from: before.logo.storageKey } });
  });
  return toFirmSettings(await readFirm(ctx.db, ctx.settings.firm));
}

/** The logo's bytes for anyone (e-mails, /verify); 404 when the firm has none. */
export async function openFirmLogo(ctx: Ctx): Promise<{ contentType: string; bytes: Buffer }> {
  const firm = await readFirm(ctx.db, ctx.settings.firm);
  if (!firm.logo) {
    throw new AppError('NOT_FOUND', M.noLogo);
  }
  return { contentType: firm.logo.contentType, bytes: await readObject(ctx.storage, firm.logo.storageKey) };
}
