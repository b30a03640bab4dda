import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What `put` stored: the content's SHA-256 (hex), which is also its key, and its size. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Content-addressed file storage: an object's key is the SHA-256 of its bytes, so the same bytes
 * stored twice are one object, and a key read back always names the bytes it was made from.
 * `put` is all-or-nothing: a stream that fails half-way leaves nothing behind.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(content: Readable): Promise<StoredObject>;
  /** The object's bytes; throws StorageNotFoundError when absent. */
  get(key: string): Promise<Readable>;
  /** The object's bytes in one buffer, where the driver reads them without a stream (a local file: one read into one buffer). */
  readAll?(key: string): Promise<Buffer>;
  has(key: string): Promise<boolean>;
  /** Remove an object; absent is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object's key (for backups), in no particular order. */
  list(): AsyncIterable<string>;
}

/**
 * An object's bytes in one buffer: the driver's own `readAll` when it has one, else the chunks
 * gathered as they arrive and joined once. (node's stream/consumers `buffer()` joins them through
 * a Blob in one long synchronous step, which held the event loop for 100–200 ms when a dozen
 * photos and scans were read at once; joining 4.6 MB scans still took tens of ms there.)
 */
export async function readObject(storage: Pick<FileStorage, 'get' | 'readAll'>, key: string): Promise<Buffer> {
  if (storage.readAll) {
    return storage.readAll(key);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`stored object ${key} not found`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY = /^[0-9a-f]{64}$/;

export function isKey(name: string): boolean {
  return KEY.test(name);
}

/** Keys are made by us; anything else (a path, "..") never reaches a driver. */
export function assertKey(key: string): void {
  if (!KEY.test(key)) {
    throw new Error('invalid storage key');
  }
}

/** A pass-through stream that hashes and counts what flows through it. */
function createHasher(): Transform & { digest: () => StoredObject } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ key: hash.digest('hex'), size }) });
}

/**
 * Writes `content` to a new file (it must not exist) while hashing it. Settles only once the file
 * is closed: when the content fails early, the file may still be opening as the pipeline gives up,
 * and a caller that removed it at once would see it created just after.
 */
export async function hashIntoNewFile(content: Readable, file: string): Promise<StoredObject> {
  const hasher = createHasher();
  const out = fs.createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(content, hasher, out);
    return hasher.digest();
  } finally {
    if (!out.closed) {
      await new Promise<void>((resolve) => out.once('close', () => resolve()));
    }
  }
}
