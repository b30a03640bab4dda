import { z } from 'zod';
import { defineMessages } from './messages/define.ts';

/** GET /api/health */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** One mail caught by the development mailbox (GET /api/dev/mailbox; never in production). */
export const DevMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DevMail = z.infer<typeof DevMailSchema>;
export const DevMailboxResponseSchema = z.object({ items: z.array(DevMailSchema) });

/** GET /api/health/live: the process answers (nothing else is checked). */
export const LivenessResponseSchema = z.object({ status: z.literal('live') });

export const READINESS_CHECKS = ['database', 'migrations', 'storage', 'jobs'] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

export const ReadinessCheckSchema = z.object({
  name: z.enum(READINESS_CHECKS),
  ok: z.boolean(),
  /** Why it failed, for the operator (null when ok). */
  problem: z.string().nullable(),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

/** GET /api/health/ready: 200 when every check passes, else 503 naming the ones that failed. */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.array(ReadinessCheckSchema),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The admin's System page (GET /api/admin/system).

export const FAILED_JOBS_SHOWN = 50;

export const FailedJobSchema = z.object({
  id: z.uuid(),
  /** The queue's name (mail.send, report.render…). */
  name: z.string(),
  /** What the task was, in words. */
  label: z.string(),
  failedAt: z.iso.datetime({ offset: true }),
  attempts: z.number().int().min(1),
  /** What the person waiting was told. */
  messageForPeople: z.string(),
  /** The raw error, for the admin. */
  error: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;

export const LastBackupSchema = z.object({
  id: z.uuid(),
  trigger: z.enum(['nightly', 'manual', 'command']),
  status: z.enum(BACKUP_STATUSES),
  filename: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LastBackup = z.infer<typeof LastBackupSchema>;

export const MailStatusSchema = z.object({
  /** smtp: SMTP_URL is set; dev-mailbox: caught for /dev/mailbox; off: production without SMTP (mail is dropped). */
  transport: z.enum(['smtp', 'dev-mailbox', 'off']),
  /** The SMTP host and port (never the credentials); null unless smtp. */
  server: z.string().nullable(),
  from: z.string(),
  dkim: z.boolean(),
  /** The newest mail job that finished, and how. */
  lastDelivery: z
    .object({
      outcome: z.enum(['delivered', 'failed']),
      at: z.iso.datetime({ offset: true }),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const StorageStatusSchema = z.object({
  kind: z.enum(['local', 's3']),
  writable: z.boolean(),
  problem: z.string().nullable(),
});

export const SystemStatusSchema = z.object({
  failedJobs: z.array(FailedJobSchema),
  /** The newest backups, newest first (empty: none yet). */
  backups: z.array(LastBackupSchema),
  mail: MailStatusSchema,
  storage: StorageStatusSchema,
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const RetryJobResponseSchema = z.object({ id: z.uuid(), state: z.literal('queued') });
export const TestMailResponseSchema = z.object({ to: z.string(), jobId: z.uuid() });

export const SYSTEM_MESSAGES = defineMessages('system', {
  jobNotFailed: 'This task is not waiting on a retry: it may have been retried already or removed.',
  noBackup: 'No backup yet',
});

/** Each queue's task, in words (a queue without one shows its name). */
export const JOB_LABELS: Record<string, string> = {
  'mail.send': 'Send an e-mail',
  'report.render': 'Produce a report PDF',
  'extraction.read': 'Read a document',
  'books.invoice-reminders': 'Send the day’s payment reminders',
};

export function jobLabel(name: string): string {
  return JOB_LABELS[name] ?? name;
}
