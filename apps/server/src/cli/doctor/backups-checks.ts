import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gte, ne } from 'drizzle-orm';
import { formatDateTime } from '@thamani/domain/display';
import type { Db } from '#db/client.ts';
import { backups } from '#db/schema/backups.table.ts';
import { fail, ok, warn, type CheckResult } from './check-result.ts';

/** A firm loses at most this much work: older than this, the newest good backup is a warning. */
export const BACKUP_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

/** Write and remove a small file in BACKUP_DIR (made if missing), as a backup run would. */
export async function checkBackupDir(dir: string): Promise<CheckResult> {
  const probe = path.join(dir, `.doctor-${randomUUID()}`);
  try {
    await fsp.mkdir(dir, { recursive: true });
    await fsp.writeFile(probe, 'thamani doctor\n', { flag: 'wx' });
    await fsp.rm(probe, { force: true });
    return ok(`backups can be written to ${dir}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return fail(
      `Backups cannot be written to ${dir} (${code}). Give the service's user write access to it (e.g. chown thamani: ${dir}), or set BACKUP_DIR to a folder it may write.`,
    );
  }
}

function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '42P01';
}

/**
 * The backups table says whether backups are being made: a warning when the newest finished run
 * failed (with its reason) or no run succeeded in the last two days.
 */
export async function checkRecentBackups(db: Db, now: Date): Promise<CheckResult> {
  try {
    const [newest] = await db.select().from(backups).where(ne(backups.status, 'running')).orderBy(desc(backups.startedAt)).limit(1);
    if (newest?.status === 'failed') {
      return warn(
        `The last backup (${formatDateTime(newest.startedAt.toISOString())}) failed: ${newest.error ?? 'no reason was recorded'} Fix it, then run npm run backup or press "Back up now" on the System page.`,
      );
    }
    const since = new Date(now.getTime() - BACKUP_MAX_AGE_MS);
    const [recent] = await db
      .select({ startedAt: backups.startedAt })
      .from(backups)
      .where(and(eq(backups.status, 'succeeded'), gte(backups.startedAt, since)))
      .orderBy(desc(backups.startedAt))
      .limit(1);
    if (recent) {
      return ok(`the last backup succeeded on ${formatDateTime(recent.startedAt.toISOString())}`);
    }
    const last = newest ? `the last one was on ${formatDateTime(newest.startedAt.toISOString())}` : 'none has been made yet';
    return warn(`No backup succeeded in the last 2 days (${last}). Check BACKUP_NIGHTLY_AT and the System page, or run npm run backup.`);
  } catch (error) {
    if (isMissingTable(error)) {
      return warn('No backup has been made yet (the database has no tables yet).');
    }
    throw error;
  }
}
