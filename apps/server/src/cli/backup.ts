// `npm run backup`: write one backup archive to BACKUP_DIR (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { EnvError, loadSettings, type Settings } from '../env.ts';
import { type WrittenBackup, runBackup } from '../modules/backups/index.ts';
import { notificationEvents } from '../modules/notifications/index.ts';
import { createBus } from '../platform/bus.ts';
import { askControlSocket, ControlSocketError } from '../platform/control-socket.ts';
import { acquireDataDirLock, LockError, type DataDirLock } from '../platform/data-dir-lock.ts';
import { realtimeEvents } from '../platform/realtime-registry.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { commandLogger, fail, formatBytes } from './cli-support.ts';

const COMMAND = 'backup';

/** The lock on DATA_DIR, or 'server' when a running server on this machine holds it (it makes the backup then). */
function lockOrServer(settings: Settings): DataDirLock | 'server' {
  try {
    return acquireDataDirLock(settings.dataDir);
  } catch (error) {
    if (!(error instanceof LockError) || !/already using/.test(error.message)) {
      fail(COMMAND, error instanceof Error ? error.message : String(error));
    }
    return 'server';
  }
}

function printWritten(written: WrittenBackup): void {
  process.stdout.write(
    `Backup written: ${written.path} (${formatBytes(written.sizeBytes)}, SHA-256 ${written.sha256}).\n` +
      'Copy it off this machine: a backup on the same disk is lost with the disk.\n',
  );
}

/** PGlite is one process's: while the server holds DATA_DIR, it makes the backup, asked through its control socket. */
async function backupThroughServer(settings: Settings): Promise<void> {
  process.stderr.write(`The server is running on DATA_DIR ${settings.dataDir}: asking it to make the backup…\n`);
  try {
    printWritten((await askControlSocket(settings.dataDir, 'backup')) as unknown as WrittenBackup);
  } catch (error) {
    if (!(error instanceof ControlSocketError)) {
      throw error;
    }
    if (error.refusedByServer) {
      fail(COMMAND, `the server could not make the backup: ${error.message}`);
    }
    const nightly = settings.backup.nightlyAt;
    const when = nightly ? ` or wait for tonight's at ${String(nightly.hour).padStart(2, '0')}:${String(nightly.minute).padStart(2, '0')} Nairobi time` : '';
    fail(
      COMMAND,
      `the server is running on DATA_DIR ${settings.dataDir}, and only it may open the database, but it did not make the backup: ${error.message} ` +
        `Use "Back up now" on the admin's System page (POST /api/admin/backups)${when}; or stop the server and run npm run backup again.`,
    );
  }
}

async function openDatabase(settings: Settings): Promise<Database> {
  if (settings.databaseUrl) {
    return openPostgres(settings.databaseUrl, 2);
  }
  const dir = path.join(settings.dataDir, 'db');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fail(COMMAND, `there is no database in ${dir} to back up. Check DATA_DIR.`);
  }
  return openPglite(dir);
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    fail(COMMAND, error instanceof EnvError ? error.message : String(error));
  }
  const lock = settings.databaseUrl ? null : lockOrServer(settings);
  if (lock === 'server') {
    await backupThroughServer(settings);
    return;
  }
  process.on('exit', () => lock?.release());
  const database = await openDatabase(settings).catch((error: unknown) => fail(COMMAND, `cannot open the database (${(error as Error).message}).`));
  const log = commandLogger();
  // A failed run notifies the admins: their notification's event must be known here too.
  realtimeEvents.register(...notificationEvents);
  const bus = createBus(database);
  const ctx = {
    db: database.db,
    storage: createStorage(settings),
    settings,
    bus,
    sendMail: async () => undefined,
    log,
    now: () => new Date(),
  };
  try {
    const row = await runBackup(ctx, database.kind, 'command', null);
    printWritten({ path: path.join(settings.backup.dir, row.filename ?? ''), sizeBytes: row.sizeBytes ?? 0, sha256: row.sha256 ?? '' });
  } catch (error) {
    process.exitCode = 1;
    process.stderr.write(`thamani ${COMMAND}: ${(error as Error).message}\n`);
  } finally {
    await bus.close();
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => fail(COMMAND, error instanceof Error ? error.message : String(error)));
