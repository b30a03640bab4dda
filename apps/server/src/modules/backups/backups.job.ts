import { and, eq, gte } from 'drizzle-orm';
import { BACKUP_MESSAGES as M, nextNightlyRun } from '@thamani/domain/backups';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/client.ts';
import { backups } from '#db/schema/backups.table.ts';
import { BACKUP_JOB, BackupJobSchema, type BackupJobPayload } from './backup-job-payload.ts';
import { runBackup } from './backups.service.ts';

/** Has a nightly run already started for this slot (sent by another server process)? */
async function slotTaken(ctx: AppContext, slot: string): Promise<boolean> {
  const since = new Date(new Date(slot).getTime() - 60_000);
  const rows = await ctx.db.select({ id: backups.id }).from(backups).where(and(eq(backups.trigger, 'nightly'), gte(backups.startedAt, since))).limit(1);
  return rows.length > 0;
}

/** Backups run on the job queue (one at a time per process, never in a request), with no retries: a failure is shown, not hidden. */
export async function registerBackupJob(ctx: AppContext, kind: Database['kind']): Promise<void> {
  await ctx.jobs.register({
    name: BACKUP_JOB,
    schema: BackupJobSchema,
    retryLimit: 0,
    expireInSeconds: 6 * 60 * 60,
    failedMessage: M.jobFailed,
    async handle(payload) {
      if (payload.slot && (await slotTaken(ctx, payload.slot))) {
        return;
      }
      await runBackup(ctx, kind, payload.trigger, payload.requestedBy);
    },
  });
}

/**
 * The nightly backup: a timer (unref'd, so it never keeps a process alive) that at BACKUP_NIGHTLY_AT,
 * Nairobi time, queues one backup job, then sets itself for the next night. Returns its stop.
 */
export function scheduleNightlyBackups(ctx: AppContext, onError: (error: unknown) => void): () => void {
  const at = ctx.settings.backup.nightlyAt;
  if (!at) {
    return () => undefined;
  }
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const arm = () => {
    if (stopped) {
      return;
    }
    const slot = nextNightlyRun(at, new Date());
    // setTimeout's longest delay is ~24.8 days; a night is far less.
    timer = setTimeout(() => {
      ctx.jobs.send(BACKUP_JOB, { trigger: 'nightly', requestedBy: null, slot: slot.toISOString() } satisfies BackupJobPayload).catch(onError);
      arm();
    }, Math.max(1000, slot.getTime() - Date.now()));
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    if (timer) {
      clearTimeout(timer);
    }
  };
}
