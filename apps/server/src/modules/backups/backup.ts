import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import * as tar from 'tar';
import type { Database, Db } from '#db/client.ts';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_NAME, type Manifest } from './archive-manifest.ts';
import { dumpDatabase } from './database-dump.ts';

export interface BackupSources {
  db: Db;
  kind: Database['kind'];
  storage: FileStorage;
  /** DATA_DIR: its `secret` (the demo's generated AUTH_SECRET) goes in the archive when present. */
  dataDir: string;
  now: () => Date;
}

export interface WrittenArchive {
  path: string;
  size: number;
  sha256: string;
}

export async function sha256OfFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Copy one stored object to `file`, checking its bytes still hash to its key (storage is content-addressed). */
async function copyStoredFile(storage: FileStorage, key: string, file: string): Promise<number> {
  const hash = createHash('sha256');
  let size = 0;
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(await storage.get(key), hasher, fs.createWriteStream(file, { flags: 'wx' }));
  if (hash.digest('hex') !== key) {
    throw new BackupError(`The stored file ${key} is damaged: its bytes no longer match its checksum.`);
  }
  return size;
}

/** A failure with a sentence for the admin (the backups row's `error`). */
export class BackupError extends Error {}

/**
 * Write one archive, `<dir>/<filename>`: the database's rows in one snapshot, then every stored
 * file, then manifest.json with the SHA-256 of each part, in a gzipped tar. Parts are staged in
 * a hidden folder beside the archive and the archive is renamed into place only when whole, so
 * the folder never holds a half-written archive under a real name.
 */
export async function writeBackupArchive(sources: BackupSources, dir: string, filename: string, runId: string | null = null): Promise<WrittenArchive> {
  await fsp.mkdir(dir, { recursive: true });
  const staging = path.join(dir, `.staging-${randomUUID()}`);
  const partial = path.join(dir, `.${filename}.part`);
  try {
    await fsp.mkdir(path.join(staging, 'files'), { recursive: true });
    const database = await dumpDatabase(sources.db, sources.kind, staging);
    let count = 0;
    let bytes = 0;
    for await (const key of sources.storage.list()) {
      bytes += await copyStoredFile(sources.storage, key, path.join(staging, 'files', key));
      count += 1;
    }
    const secret = path.join(sources.dataDir, 'secret');
    const hasSecret = fs.existsSync(secret);
    if (hasSecret) {
      await fsp.copyFile(secret, path.join(staging, 'secret'));
    }
    const partPaths = [...database.tables.map((t) => t.part), ...(await fsp.readdir(path.join(staging, 'files'))).map((k) => `files/${k}`), ...(hasSecret ? ['secret'] : [])];
    const parts: Manifest['parts'] = [];
    for (const part of partPaths) {
      parts.push({ path: part, ...(await sha256OfFile(path.join(staging, part))) });
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: sources.now().toISOString(),
      run: runId ? { id: runId, filename } : null,
      database,
      files: { count, bytes },
      parts,
    };
    await fsp.writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 1)}\n`);
    await tar.create({ file: partial, cwd: staging, gzip: true, portable: true }, [MANIFEST_NAME, ...partPaths]);
    const handle = await fsp.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const target = path.join(dir, filename);
    await fsp.rename(partial, target);
    return { path: target, ...(await sha256OfFile(target)) };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}
