import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '@thamani/domain/app-error';
import {
  BACKUP_LIST_LIMIT,
  BACKUP_MESSAGES as M,
  backupFilename,
  describeRetention,
  listExpiredBackups,
  nextNightlyRun,
  type Backup,
  type BackupList,
  type BackupTrigger,
} from '@thamani/domain/backups';
import { displayName } from '@thamani/domain/me';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/client.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { StorageNotFoundError } from '#platform/storage/file-storage.ts';
import { inTransaction } from '#platform/transaction.ts';
import { notify } from '../notifications/index.ts';
import { BackupError, writeBackupArchive } from './backup.ts';
import { BACKUP_JOB, type BackupJobPayload } from './backup-job-payload.ts';
import {
  getBackupRow,
  hasRunningBackup,
  insertRunningBackup,
  listActiveAdminUserIds,
  listBackupRows,
  listSucceededBackups,
  markBackupFailed,
  markBackupSucceeded,
  type BackupRow,
} from './backups.queries.ts';

export type BackupCtx = Pick<AppContext, 'db' | 'storage' | 'settings' | 'bus' | 'sendMail' | 'log' | 'now'>;

export const BACKUP_ENTITY = 'backup';

/** Why a run failed, in words an admin can act on (the row's `error` and the notification). */
export function describeBackupFailure(error: unknown, dir: string): string {
  if (error instanceof BackupError) {
    return error.message;
  }
  if (error instanceof StorageNotFoundError) {
    return `A stored file is missing from the file storage (${error.message}). Check the file storage (DATA_DIR/files or S3_URL).`;
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC') {
    return `The disk of the backup folder ${dir} is full. Free some space or set BACKUP_DIR to a bigger disk.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `Thamani may not write to the backup folder ${dir}. Give the server's user write access to it, or set BACKUP_DIR to a folder it may write.`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return `The backup folder ${dir} is not a folder Thamani can use. Set BACKUP_DIR to a folder.`;
  }
  // Anything else (a database error) is for the log, not the admin's screen.
  return 'The backup stopped on an unexpected error. The server log ("backup failed") has the details; press "Back up now" to try again.';
}

/**
 * One backup run: a `running` row, the archive, then the row `succeeded` (and retention applied)
 * or `failed` with the reason in an admin's words and a notification to every active admin, in
 * one transaction. Returns the finished row; throws (after recording it) when the run failed.
 */
export async function runBackup(ctx: BackupCtx, kind: Database['kind'], trigger: BackupTrigger, requestedBy: string | null): Promise<BackupRow> {
  const dir = ctx.settings.backup.dir;
  const startedAt = ctx.now();
  const row = await insertRunningBackup(ctx.db, trigger, requestedBy, startedAt);
  const filename = backupFilename(startedAt, trigger, row.id);
  try {
    const archive = await writeBackupArchive({ db: ctx.db, kind, storage: ctx.storage, dataDir: ctx.settings.dataDir, now: ctx.now }, dir, filename, row.id);
    await markBackupSucceeded(ctx.db, row.id, { filename, sizeBytes: archive.size, sha256: archive.sha256 }, ctx.now());
  } catch (error) {
    const reason = describeBackupFailure(error, dir);
    ctx.log.error({ err: error, backupId: row.id }, 'backup failed');
    await inTransaction(ctx, async (tx) => {
      await markBackupFailed(tx, row.id, reason, ctx.now());
      for (const userId of await listActiveAdminUserIds(tx)) {
        await notify(tx, { userId, kind: 'backup_failed', params: { reason }, link: null });
      }
    });
    throw new BackupError(reason);
  }
  await applyRetention(ctx);
  return (await getBackupRow(ctx.db, row.id)) ?? row;
}

/** Remove the archives retention no longer keeps (their rows stay, as history). */
export async function applyRetention(ctx: Pick<BackupCtx, 'db' | 'settings' | 'now' | 'log'>): Promise<string[]> {
  const expired = listExpiredBackups(await listSucceededBackups(ctx.db), ctx.settings.backup.retention, ctx.now());
  const removed: string[] = [];
  for (const backup of expired) {
    if (!backup.filename) {
      continue;
    }
    const file = path.join(ctx.settings.backup.dir, backup.filename);
    if (fs.existsSync(file)) {
      await fsp.rm(file, { force: true });
      removed.push(backup.filename);
      ctx.log.info({ backupId: backup.id, filename: backup.filename }, 'backup archive removed by retention');
    }
  }
  return removed;
}

function archivePath(ctx: Pick<BackupCtx, 'settings'>, row: BackupRow): string | null {
  if (row.status !== 'succeeded' || !row.filename) {
    return null;
  }
  const file = path.join(ctx.settings.backup.dir, row.filename);
  return fs.existsSync(file) ? file : null;
}

export async function listBackups(ctx: Pick<BackupCtx, 'db' | 'settings' | 'now'>): Promise<BackupList> {
  const rows = await listBackupRows(ctx.db, BACKUP_LIST_LIMIT);
  const items: Backup[] = rows.map(({ backup: b, requesterName, requesterEmail }) => ({
    id: b.id,
    trigger: b.trigger,
    status: b.status,
    filename: b.filename,
    sizeBytes: b.sizeBytes,
    sha256: b.sha256,
    error: b.error,
    requestedBy: b.requestedBy ? { id: b.requestedBy, name: displayName(requesterName, requesterEmail) } : null,
    startedAt: b.startedAt.toISOString(),
    finishedAt: b.finishedAt ? b.finishedAt.toISOString() : null,
    downloadable: archivePath(ctx, b) !== null,
  }));
  const { nightlyAt, retention } = ctx.settings.backup;
  return {
    items,
    nextNightlyAt: nightlyAt ? nextNightlyRun(nightlyAt, ctx.now()).toISOString() : null,
    retention: describeRetention(retention),
  };
}

/** An admin's archive download (audited): the file as a stream. */
export async function openBackupArchive(ctx: BackupCtx, identity: Identity, id: string): Promise<{ filename: string; size: number; content: Readable }> {
  const row = await getBackupRow(ctx.db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', M.notFound);
  }
  const file = archivePath(ctx, row);
  if (!file || !row.filename) {
    throw new AppError('CONFLICT', M.noArchive);
  }
  const handle = await fsp.open(file, 'r');
  const { size } = await handle.stat();
  await inTransaction(ctx, (tx) =>
    writeAudit(tx, {
      actionType: 'backup_downloaded',
      entityType: BACKUP_ENTITY,
      entityId: row.id,
      userId: identity.userId,
      details: { filename: row.filename, sha256: row.sha256 },
    }),
  );
  return { filename: row.filename, size, content: handle.createReadStream() };
}

/** "Back up now": queued as a job in the same transaction as its audit row. One run at a time. */
export async function startManualBackup(ctx: AppContext, identity: Identity): Promise<{ jobId: string }> {
  return inTransaction(ctx, async (tx) => {
    if (await hasRunningBackup(tx, ctx.now())) {
      throw new AppError('CONFLICT', M.alreadyRunning);
    }
    const jobId = await ctx.jobs.send(BACKUP_JOB, { trigger: 'manual', requestedBy: identity.profileId, slot: null } satisfies BackupJobPayload, {
      tx,
      ownerUserId: identity.userId,
    });
    await writeAudit(tx, {
      actionType: 'backup_requested',
      entityType: BACKUP_ENTITY,
      entityId: null,
      userId: identity.userId,
      details: { job_id: jobId },
    });
    return { jobId };
  });
}
