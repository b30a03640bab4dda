import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import { fail, ok, type CheckResult } from './check-result.ts';

/** Store a small file, read that it is there, and remove it: uploads and report PDFs will need the same. */
export async function checkStorage(storage: FileStorage, where: string): Promise<CheckResult> {
  try {
    const stored = await storage.put(Readable.from([randomBytes(32)]));
    const found = await storage.has(stored.key);
    await storage.delete(stored.key);
    if (!found) {
      return fail(`A file stored in ${where} could not be found again. Check the storage settings.`);
    }
    return ok(`files can be stored in ${where}`);
  } catch (error) {
    const hint = where.startsWith('S3')
      ? "Check S3_URL's endpoint, bucket, region and keys, and that the bucket exists."
      : 'Give the service\'s user write access to DATA_DIR (e.g. chown -R thamani: /var/lib/thamani), or set DATA_DIR.';
    return fail(`Files cannot be stored in ${where} (${(error as Error).message}). ${hint}`);
  }
}
