import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';

/** Write a small, unique object and remove it: proves the folder or bucket takes writes now. */
export async function probeStorage(storage: FileStorage): Promise<void> {
  const probe = `thamani storage probe ${new Date().toISOString()} ${crypto.randomUUID()}`;
  const stored = await storage.put(Readable.from([Buffer.from(probe)]));
  await storage.delete(stored.key);
}
