import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StorageNotFoundError, assertKey, hashIntoNewFile, isKey, type FileStorage, type StoredObject } from './file-storage.ts';

/** Open a folder and fsync it, so a rename into it survives a power cut. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files under `root` (DATA_DIR/files) as `<first two hex digits>/<sha256>`. A write goes to a
 * temp file under `root/.tmp` (same file system), is fsynced, then renamed into place and the
 * folder fsynced: a reader sees the whole file or none, even after a crash.
 */
export function createLocalStorage(root: string): FileStorage {
  const tmpDir = path.join(root, '.tmp');
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  async function put(content: Readable): Promise<StoredObject> {
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    try {
      const stored = await hashIntoNewFile(content, tmp);
      const handle = await fsp.open(tmp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      const target = pathOf(stored.key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Same bytes already stored: keep the existing file (content addressing).
      if (await exists(target)) {
        await fsp.rm(tmp, { force: true });
        return stored;
      }
      await fsp.rename(tmp, target);
      await syncDir(path.dirname(target));
      return stored;
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
  }

  /** Reads the object's file; a missing file is the contract's StorageNotFoundError. */
  async function reading<T>(key: string, read: (file: string) => Promise<T>): Promise<T> {
    try {
      return await read(pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new StorageNotFoundError(key);
      }
      throw error;
    }
  }

  async function exists(file: string): Promise<boolean> {
    try {
      await fsp.access(file);
      return true;
    } catch {
      return false;
    }
  }

  return {
    kind: 'local',
    put,
    get: (key) => reading(key, async (file) => (await fsp.open(file, 'r')).createReadStream()),
    readAll: (key) => reading(key, (file) => fsp.readFile(file)),
    has: async (key) => exists(pathOf(key)),
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async *list() {
      const shards = await fsp.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const shard of shards) {
        // Only the two-hex-digit folders hold objects (.tmp holds writes under way).
        if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) {
          continue;
        }
        for (const name of await fsp.readdir(path.join(root, shard.name))) {
          if (isKey(name) && name.startsWith(shard.name)) {
            yield name;
          }
        }
      }
    },
  };
}
