import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { BackupTrigger } from '@thamani/domain/backups';
import type { Db } from '#db/client.ts';
import { backups } from '#db/schema/backups.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';

export type BackupRow = typeof backups.$inferSelect;

export async function insertRunningBackup(db: Db, trigger: BackupTrigger, requestedBy: string | null, startedAt: Date): Promise<BackupRow> {
  const [row] = await db.insert(backups).values({ trigger, status: 'running', requestedBy, startedAt }).returning();
  if (!row) {
    throw new Error('backups: the run was not recorded');
  }
  return row;
}

export async function markBackupSucceeded(db: Db, id: string, archive: { filename: string; sizeBytes: number; sha256: string }, finishedAt: Date): Promise<void> {
  await db.update(backups).set({ status: 'succeeded', ...archive, finishedAt }).where(eq(backups.id, id));
}

export async function markBackupFailed(db: Db, id: string, error: string, finishedAt: Date): Promise<void> {
  await db.update(backups).set({ status: 'failed', error, finishedAt }).where(eq(backups.id, id));
}

/** The latest runs, newest first, with the admin who asked for each. */
export async function listBackupRows(db: Db, limit: number) {
  return db
    .select({ backup: backups, requesterName: profiles.fullName, requesterEmail: profiles.email })
    .from(backups)
    .leftJoin(profiles, eq(profiles.id, backups.requestedBy))
    .orderBy(desc(backups.startedAt), desc(backups.id))
    .limit(limit);
}

export async function getBackupRow(db: Db, id: string): Promise<BackupRow | null> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id)).limit(1);
  return row ?? null;
}

/** Successful runs, newest first: what retention looks at. */
export async function listSucceededBackups(db: Db): Promise<BackupRow[]> {
  return db.select().from(backups).where(eq(backups.status, 'succeeded')).orderBy(desc(backups.startedAt), desc(backups.id));
}

/** The auth user ids of every active admin: who hears of a failed backup. */
export async function listActiveAdminUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.userId, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(profiles.deactivatedAt)));
  return rows.map((r) => r.userId);
}

/** A run still `running` that started within the last six hours (an older one was cut off by a restart). */
export async function hasRunningBackup(db: Db, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 6 * 60 * 60 * 1000);
  const rows = await db.select({ id: backups.id }).from(backups).where(and(eq(backups.status, 'running'), gte(backups.startedAt, since))).limit(1);
  return rows.length > 0;
}

/** Every run still `running` (used after a restore: none of them is running any more). */
export async function markBackupFailedIfRunning(db: Db, error: string, finishedAt: Date): Promise<void> {
  await db.update(backups).set({ status: 'failed', error, finishedAt }).where(eq(backups.status, 'running'));
}
