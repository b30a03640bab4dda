import type { Readable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_MESSAGES, type UploadKind } from '@thamani/domain/documents';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { firmSettings } from '#db/schema/firm-settings.table.ts';
import { inTransaction, type TransactionDeps } from '../transaction.ts';
import type { FileStorage } from './file-storage.ts';
import { storeUpload, type StoredUpload } from './upload.ts';

export interface UploadDeps extends TransactionDeps {
  storage: FileStorage;
}

/** Arbitrary first key of our advisory locks: "the stored object with this key". */
const STORED_OBJECT_LOCK = 4_242_002;

/**
 * Serialises, per stored object, "insert a row that uses it" against "delete it because no row
 * does": without it, a failed upload could delete bytes a concurrent upload of the same file has
 * just stored and is about to reference.
 */
export async function lockStoredObject(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STORED_OBJECT_LOCK}, hashtext(${key}))`);
}

/**
 * Does any row hold this stored object's key? Every column that keeps a storage key is asked
 * here, and only here: documents.storage_key and the firm's logo (firm_settings.logo_storage_key).
 * A new column that keeps a key must be added to this function, or its bytes may be deleted.
 */
export async function isStoredObjectReferenced(tx: Db, key: string): Promise<boolean> {
  const [document] = await tx.select({ n: count() }).from(documents).where(eq(documents.storageKey, key));
  if ((document?.n ?? 0) > 0) {
    return true;
  }
  const [logo] = await tx.select({ n: count() }).from(firmSettings).where(eq(firmSettings.logoStorageKey, key));
  return (logo?.n ?? 0) > 0;
}

/** Delete a stored object unless a row still references it (content addressing shares bytes). */
export async function releaseIfUnreferenced(deps: UploadDeps, key: string): Promise<boolean> {
  return inTransaction(deps, async (tx) => {
    await lockStoredObject(tx, key);
    if (await isStoredObjectReferenced(tx, key)) {
      return false;
    }
    await deps.storage.delete(key);
    return true;
  });
}

/**
 * The upload pipeline for every area: check and store the file (see storeUpload), then run
 * `record` — which inserts the documents row, its owner's changes and the audit entry — in one
 * transaction. If anything fails after the bytes were stored, they are deleted again unless
 * another row uses the same bytes. So a failed upload leaves no row and no orphan file.
 */
export async function saveUpload<T>(
  deps: UploadDeps,
  file: Readable,
  kind: UploadKind,
  record: (tx: Db, stored: StoredUpload) => Promise<T>,
): Promise<T> {
  const stored = await storeUpload(deps.storage, file, kind);
  try {
    return await inTransaction(deps, async (tx) => {
      await lockStoredObject(tx, stored.key);
      // A concurrent failed upload of the same bytes may have released them since we stored them.
      if (!(await deps.storage.has(stored.key))) {
        throw new AppError('UNAVAILABLE', UPLOAD_MESSAGES.interrupted);
      }
      return record(tx, stored);
    });
  } catch (error) {
    try {
      await releaseIfUnreferenced(deps, stored.key);
    } catch (cleanupError) {
      deps.log.error({ err: cleanupError, key: stored.key }, 'could not release the bytes of a failed upload');
    }
    throw error;
  }
}
