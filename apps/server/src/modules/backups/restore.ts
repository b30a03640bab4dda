import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database, Db } from '#db/client.ts';
import { acquireDataDirLock, LOCK_FILE_NAME, type DataDirLock } from '#platform/data-dir-lock.ts';
import { createJobQueue } from '#platform/jobs/pg-boss-queue.ts';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import type { Manifest } from './archive-manifest.ts';
import { unpackAndVerify } from './archive-reader.ts';
import { BackupError, sha256OfFile } from './backup.ts';
import { markBackupFailedIfRunning, markBackupSucceeded } from './backups.queries.ts';
import { countAppTables, loadDatabase, loadJobQueue, migrationsToReplay } from './database-load.ts';

export interface RestoreTarget {
  /** DATA_DIR: locked while restoring, and must be empty (a `backups` folder aside). */
  dataDir: string;
  /** Where the restored database lives: 'pglite' is DATA_DIR/db. */
  kind: Database['kind'];
  /** Open the (empty) target database; PGlite without the migrated template. */
  openDatabase: () => Promise<Database>;
  storage: FileStorage;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  jobQueue: 'loaded' | 'skipped';
  createdAt: string;
}

/** What DATA_DIR may already hold: the lock restore itself takes, and the archives. */
const ALLOWED_IN_DATA_DIR = new Set([LOCK_FILE_NAME, 'backups']);

async function refuseNonEmptyTarget(target: RestoreTarget): Promise<void> {
  const held = fs.existsSync(target.dataDir) ? fs.readdirSync(target.dataDir).filter((name) => !ALLOWED_IN_DATA_DIR.has(name)) : [];
  if (held.length > 0) {
    throw new BackupError(
      `DATA_DIR ${target.dataDir} is not empty (it holds ${held.sort().join(', ')}). Restore only writes into an empty data folder: move this one aside, or set DATA_DIR to a new folder.`,
    );
  }
  for await (const key of target.storage.list()) {
    throw new BackupError(`The file storage already holds files (for example ${key}). Restore only writes into empty file storage: use a new bucket or prefix.`);
  }
}

async function refuseNonEmptyDatabase(database: Database): Promise<void> {
  if ((await countAppTables(database.db)) > 0) {
    throw new BackupError(
      'The target database is not empty (it already has Thamani tables). Restore only writes into an empty database: create a new one and point DATABASE_URL at it.',
    );
  }
}

/** Put every archived file back; returns the keys written (removed again if the restore fails). */
async function restoreFiles(storage: FileStorage, manifest: Manifest, dir: string, written: string[]): Promise<void> {
  for (const part of manifest.parts) {
    if (!part.path.startsWith('files/')) {
      continue;
    }
    const stored = await storage.put(fs.createReadStream(path.join(dir, part.path)));
    written.push(stored.key);
    if (stored.key !== part.sha256) {
      throw new BackupError(`The file ${part.path} changed while it was being restored.`);
    }
  }
}

/**
 * In its own snapshot the run that made the archive was still `running`: restored, it is the
 * finished run it became (this very archive), and any other run cut off then is failed.
 */
async function finishArchivedRuns(tx: Db, manifest: Manifest, archive: { sha256: string; size: number }): Promise<void> {
  const finishedAt = new Date(manifest.createdAt);
  if (manifest.run) {
    await markBackupSucceeded(tx, manifest.run.id, { filename: manifest.run.filename, sizeBytes: archive.size, sha256: archive.sha256 }, finishedAt);
  }
  await markBackupFailedIfRunning(tx, 'This backup was still running when the archive that was restored was made; it did not finish here.', finishedAt);
}

/**
 * Restore `archive` into an empty target (the server stopped): check the whole archive first,
 * refuse a target that holds anything, then write the files, the `secret`, and the database in
 * one transaction. On a failure everything it wrote is removed again, so the target is as
 * empty as it was.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreSummary> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'thamani-restore-'));
  let lock: DataDirLock | null = null;
  const writtenKeys: string[] = [];
  const created: string[] = [];
  let database: Database | null = null;
  let loaded = false;
  let succeeded = false;
  try {
    const manifest = await unpackAndVerify(path.resolve(archive), work);
    migrationsToReplay(manifest.database);
    lock = acquireDataDirLock(target.dataDir);
    await refuseNonEmptyTarget(target);
    if (target.kind === 'pglite') {
      created.push(path.join(target.dataDir, 'db'));
    }
    const opened = await target.openDatabase();
    await refuseNonEmptyDatabase(opened).catch(async (error: unknown) => {
      await opened.close();
      throw error;
    });
    // From here on it writes: a failure undoes what was written.
    database = opened;
    await restoreFiles(target.storage, manifest, work, writtenKeys);
    if (manifest.parts.some((p) => p.path === 'secret')) {
      const secret = path.join(target.dataDir, 'secret');
      created.push(secret);
      await fsp.copyFile(path.join(work, 'secret'), secret, fs.constants.COPYFILE_EXCL);
      await fsp.chmod(secret, 0o600);
    }
    const archived = await sha256OfFile(path.resolve(archive));
    await loadDatabase(database.db, manifest.database, work, (tx) => finishArchivedRuns(tx, manifest, archived));
    loaded = true;
    // pg-boss makes its own schema, then its rows go back.
    const jobs = createJobQueue(database, { work: false });
    await jobs.start();
    await jobs.stop();
    const jobQueue = await loadJobQueue(database.db, manifest.database, work);
    succeeded = true;
    return {
      tables: manifest.database.tables.length,
      rows: manifest.database.tables.reduce((sum, t) => sum + t.rows, 0),
      files: manifest.files.count,
      jobQueue,
      createdAt: manifest.createdAt,
    };
  } finally {
    if (!succeeded && database) {
      // A failed restore: undo what it wrote (the database transaction has rolled back itself).
      // The database was checked empty before anything was written: put it back so.
      if (database?.kind === 'postgres') {
        const drop = loaded
          ? 'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public'
          : 'DROP SCHEMA IF EXISTS pgboss CASCADE';
        await database.pool.query(drop).catch(() => undefined);
      }
    }
    await database?.close().catch(() => undefined);
    if (!succeeded) {
      for (const key of writtenKeys) {
        await target.storage.delete(key).catch(() => undefined);
      }
      for (const file of created) {
        await fsp.rm(file, { recursive: true, force: true });
      }
    }
    lock?.release();
    await fsp.rm(work, { recursive: true, force: true });
  }
}
