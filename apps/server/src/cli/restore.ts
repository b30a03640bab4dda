// `npm run restore -- FILE`: restore a backup archive into an empty DATA_DIR / database (docs/operations.md).
import path from 'node:path';
import { openPglite, openPostgres } from '../db/client.ts';
import { EnvError, loadSettings, type Settings } from '../env.ts';
import { BackupError, restoreBackup } from '../modules/backups/index.ts';
import { LockError } from '../platform/data-dir-lock.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { fail } from './cli-support.ts';

const COMMAND = 'restore';
/** A folder with no template in it: the restored cluster starts empty (initdb), not migrated. */
const NO_TEMPLATE = '/nonexistent-thamani-template';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    fail(COMMAND, 'give the archive to restore: npm run restore -- /path/to/thamani-backup-….tar.gz');
  }
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    fail(COMMAND, error instanceof EnvError ? error.message : String(error));
  }
  const { databaseUrl, dataDir } = settings;
  process.stdout.write(`Restoring ${path.resolve(file)} into ${databaseUrl ? 'the database at DATABASE_URL' : `DATA_DIR ${dataDir}`}…\n`);
  try {
    const summary = await restoreBackup(file, {
      dataDir,
      kind: databaseUrl ? 'postgres' : 'pglite',
      openDatabase: () => (databaseUrl ? openPostgres(databaseUrl, 2) : openPglite(path.join(dataDir, 'db'), undefined, NO_TEMPLATE)),
      storage: createStorage(settings),
    });
    process.stdout.write(
      `Restored the backup of ${summary.createdAt}: ${summary.tables} tables (${summary.rows} rows), ${summary.files} files` +
        `${summary.jobQueue === 'skipped' ? ' (queued background jobs were left out: the job queue version differs)' : ''}.\n` +
        'Start the server (npm start) and sign in to check.\n',
    );
  } catch (error) {
    if (error instanceof BackupError || error instanceof LockError) {
      fail(COMMAND, error.message);
    }
    throw error;
  }
}

main().catch((error: unknown) => fail(COMMAND, `the restore stopped: ${error instanceof Error ? error.message : String(error)}. Nothing was kept: the target is empty again.`));
