import { z } from 'zod';
import { defineMessages } from './messages/define.ts';

/**
 * Backups (docs/operations.md): one archive per run — the database's rows in one snapshot, the
 * stored files, and a manifest with the SHA-256 of every part. The contract of the admin backup
 * routes and the rules the server and the settings share live here.
 */

export const BACKUP_TRIGGERS = ['nightly', 'manual', 'command'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/**
 * One backup run, as GET /api/admin/backups lists it (newest first). `error` is in an admin's
 * words; `downloadable` is true while the archive is still in the backup folder (retention
 * has not removed it).
 */
export const BackupSchema = z.object({
  id: z.uuid(),
  trigger: z.enum(BACKUP_TRIGGERS),
  status: z.enum(BACKUP_STATUSES),
  filename: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  error: z.string().nullable(),
  requestedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  downloadable: z.boolean(),
});
export type Backup = z.infer<typeof BackupSchema>;

/** GET /api/admin/backups: the latest runs, newest first, and when the next nightly one is due. */
export const BackupListSchema = z.object({
  items: z.array(BackupSchema),
  /** The next nightly backup (ISO instant), or null when BACKUP_NIGHTLY_AT=off. */
  nextNightlyAt: z.iso.datetime({ offset: true }).nullable(),
  /** The retention setting in words, e.g. "the last 14 days" or "the last 7 backups". */
  retention: z.string(),
});
export type BackupList = z.infer<typeof BackupListSchema>;

/** POST /api/admin/backups (202): the run is queued as a job; follow it at GET /api/jobs/:jobId. */
export const BackupStartedSchema = z.object({ jobId: z.string() });
export type BackupStarted = z.infer<typeof BackupStartedSchema>;

export const BackupParamsSchema = z.object({ id: z.uuid() });

/** How many runs the list shows. */
export const BACKUP_LIST_LIMIT = 50;

export const BACKUP_MESSAGES = defineMessages('backups', {
  notFound: 'This backup was not found.',
  noArchive: 'This backup has no archive to download: it failed, is still running, or retention has removed it.',
  jobFailed: 'The backup could not be made. The System page shows why.',
  alreadyRunning: 'A backup is already running. Wait for it to finish, then try again.',
});

// ---------------------------------------------------------------------------------------------
// Settings: when the nightly backup runs and how many archives are kept.

/** BACKUP_NIGHTLY_AT: a Nairobi wall-clock time "HH:MM" (24-hour), or off. */
export type NightlyAt = { hour: number; minute: number } | null;

export function parseNightlyAt(raw: string): NightlyAt | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === 'off') {
    return null;
  }
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) {
    return { error: `BACKUP_NIGHTLY_AT must be a Nairobi time such as 02:00 (24-hour) or off (got "${raw}")` };
  }
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** BACKUP_RETENTION: "14d" keeps archives younger than 14 days, "7" keeps the newest 7. */
export type Retention = { kind: 'days'; days: number } | { kind: 'count'; count: number };

export function parseRetention(raw: string): Retention | { error: string } {
  const match = /^\s*(\d{1,4})\s*(d|days?)?\s*$/i.exec(raw);
  const n = Number(match?.[1]);
  if (!match || !(n >= 1)) {
    return { error: `BACKUP_RETENTION must be a number of backups such as 7, or of days such as 14d (got "${raw}")` };
  }
  return match[2] ? { kind: 'days', days: n } : { kind: 'count', count: n };
}

export function describeRetention(retention: Retention): string {
  if (retention.kind === 'days') {
    return retention.days === 1 ? 'the last day' : `the last ${retention.days} days`;
  }
  return retention.count === 1 ? 'the last backup' : `the last ${retention.count} backups`;
}

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant strictly after `now` at which Nairobi's clock shows `at` (Nairobi is UTC+3 all year). */
export function nextNightlyRun(at: { hour: number; minute: number }, now: Date): Date {
  const nairobi = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  const todayAt = Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth(), nairobi.getUTCDate(), at.hour, at.minute) - NAIROBI_OFFSET_MS;
  return new Date(todayAt > now.getTime() ? todayAt : todayAt + DAY_MS);
}

/**
 * The successful archives retention removes, given every successful run newest first. The
 * newest archive is always kept, whatever the setting, so a firm never has none.
 */
export function listExpiredBackups<T extends { startedAt: Date }>(newestFirst: readonly T[], retention: Retention, now: Date): T[] {
  const [, ...older] = newestFirst;
  if (retention.kind === 'count') {
    return newestFirst.slice(Math.max(1, retention.count));
  }
  const cutoff = now.getTime() - retention.days * DAY_MS;
  return older.filter((b) => b.startedAt.getTime() < cutoff);
}

/**
 * The archive's file name: thamani-backup-<UTC date and time>-<trigger>-<start of the run's id>.tar.gz
 * (sorts by time; two runs in the same second still get two files).
 */
export function backupFilename(startedAt: Date, trigger: BackupTrigger, runId: string): string {
  const stamp = startedAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-');
  return `thamani-backup-${stamp}-${trigger}-${runId.replaceAll('-', '').slice(0, 8)}.tar.gz`;
}
