import { AppError } from '@thamani/domain/app-error';
import {
  FAILED_JOBS_SHOWN,
  SYSTEM_MESSAGES,
  jobLabel,
  type LastBackup,
  type MailStatus,
  type SystemStatus,
} from '@thamani/domain/system';
import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { writeAudit } from '#platform/audit.ts';
import { MAIL_JOB, linkMail } from '#platform/mail.ts';
import { probeStorage } from '#platform/storage/probe-storage.ts';
import { listLatestBackups } from './system.queries.ts';

/** Backups shown: the newest, and the ones before it so a failure followed by a success still shows. */
const BACKUPS_SHOWN = 5;

/** The SMTP server as host:port, never its credentials. */
export function describeSmtpServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `${url.protocol}//${url.hostname}:${port}`;
  } catch {
    return 'unreadable SMTP_URL';
  }
}

async function getMailStatus(ctx: AppContext): Promise<MailStatus> {
  const { smtpUrl, mailFrom, isProduction, system } = ctx.settings;
  const last = await ctx.jobs.lastFinished(MAIL_JOB);
  return {
    transport: smtpUrl ? 'smtp' : isProduction ? 'off' : 'dev-mailbox',
    server: smtpUrl ? describeSmtpServer(smtpUrl) : null,
    from: mailFrom,
    dkim: system.dkim !== undefined,
    lastDelivery: last
      ? { outcome: last.state === 'completed' ? 'delivered' : 'failed', at: last.at.toISOString(), error: last.error }
      : null,
  };
}

async function getStorageStatus(ctx: AppContext): Promise<SystemStatus['storage']> {
  try {
    await probeStorage(ctx.storage);
    return { kind: ctx.storage.kind, writable: true, problem: null };
  } catch (error) {
    ctx.log.warn({ err: error }, 'file storage refused a test write');
    return { kind: ctx.storage.kind, writable: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

function toBackup(row: Awaited<ReturnType<typeof listLatestBackups>>[number]): LastBackup {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    filename: row.filename,
    sizeBytes: row.sizeBytes,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Everything the admin's System page shows (the caller is an admin: the route checks). */
export async function getSystemStatus(ctx: AppContext): Promise<SystemStatus> {
  const [failed, backupRows, mail, storage] = await Promise.all([
    ctx.jobs.listFailed(FAILED_JOBS_SHOWN),
    listLatestBackups(ctx.db, BACKUPS_SHOWN),
    getMailStatus(ctx),
    getStorageStatus(ctx),
  ]);
  return {
    failedJobs: failed.map((job) => ({
      id: job.id,
      name: job.name,
      label: jobLabel(job.name),
      failedAt: job.failedAt.toISOString(),
      attempts: job.attempts,
      messageForPeople: ctx.jobs.failedMessageOf(job.name),
      error: job.error,
    })),
    backups: backupRows.map(toBackup),
    mail,
    storage,
  };
}

/** Queue a failed job once more, audited in the same transaction (nothing half-done). */
export async function retryFailedJob(
  ctx: AppContext,
  actor: Identity,
  id: string,
): Promise<{ id: string; state: 'queued' }> {
  await ctx.db.transaction(async (tx) => {
    const queued = await ctx.jobs.retry(id, { tx });
    if (!queued) {
      throw new AppError('NOT_FOUND', SYSTEM_MESSAGES.jobNotFailed);
    }
    await writeAudit(tx, {
      actionType: 'job_retried',
      entityType: 'job',
      entityId: id,
      userId: actor.userId,
      details: {},
    });
  });
  return { id, state: 'queued' };
}

/** A test e-mail to the admin's own address, through the same job and transport as every mail. */
export async function sendTestMail(ctx: AppContext, actor: Identity): Promise<{ to: string; jobId: string }> {
  const message = linkMail(
    actor.email,
    'Thamani test e-mail',
    'This is a test e-mail from the System page. If you can read it, outgoing mail works.',
    'Open Thamani',
    ctx.settings.publicUrl,
  );
  const jobId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.jobs.send(MAIL_JOB, message, { tx, ownerUserId: actor.userId });
    await writeAudit(tx, {
      actionType: 'test_mail_sent',
      entityType: 'job',
      entityId: id,
      userId: actor.userId,
      details: {},
    });
    return id;
  });
  return { to: actor.email, jobId };
}
