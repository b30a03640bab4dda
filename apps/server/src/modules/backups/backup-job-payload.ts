import { z } from 'zod';

/** The backup job's queue name and payload (the service sends it, backups.job.ts runs it). */
export const BACKUP_JOB = 'backup.run';

export const BackupJobSchema = z.object({
  trigger: z.enum(['nightly', 'manual']),
  /** The admin's profile id ("Back up now"); null for the nightly run. */
  requestedBy: z.uuid().nullable(),
  /** The nightly run's slot: a second server process sending the same slot does not back up twice. */
  slot: z.iso.datetime().nullable(),
});
export type BackupJobPayload = z.infer<typeof BackupJobSchema>;

