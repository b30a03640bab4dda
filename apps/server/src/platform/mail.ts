import { JOB_MESSAGES } from '@thamani/domain/jobs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema/dev-mailbox.table.ts';
import type { JobDefinition, JobQueue, SendOptions } from './jobs/job-queue.ts';
import { createSmtpSender, type SmtpSettings } from './mail-transport.ts';

export const MailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

/** Sending never happens inside the request: it enqueues a mail job (`jobs.send(MAIL_JOB, …)` also returns its id). */
export type SendMail = (message: MailMessage, options?: SendOptions) => Promise<void>;

/** Delivers one mail; `key` (the job id) makes a repeated run deliver at most once where it can. */
export type DeliverMail = (message: MailMessage, key: string) => Promise<void>;

export const MAIL_JOB = 'mail.send';

/**
 * SMTP when SMTP_URL is set; otherwise the development mailbox table (shown at /dev/mailbox).
 * In production without SMTP, mail is logged as an error and dropped — never the dev mailbox.
 */
export function createMailDelivery(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  isProduction: boolean;
  log: FastifyBaseLogger;
  /** SMTP_CA_FILE and DKIM_* (docs/mail.md). */
  smtp?: Omit<SmtpSettings, 'url'>;
}): DeliverMail {
  const smtpUrl = opts.smtpUrl;
  if (smtpUrl) {
    const send = createSmtpSender({ url: smtpUrl, ...opts.smtp });
    // At least once: a run killed after the server accepted the mail sends it again. The
    // Message-ID is the job's, so a receiving server or client that de-duplicates shows it once.
    return async (message, key) => {
      await send({ from: opts.from, ...message, messageId: `<${key}@thamani.mail>` });
    };
  }
  if (opts.isProduction) {
    return async (message) => {
      opts.log.error({ to: message.to, subject: message.subject }, 'mail not sent: SMTP_URL is not configured');
    };
  }
  return async (message, key) => {
    // The row's id is the job id: a repeated run finds it there and adds nothing.
    const inserted = await opts.db
      .insert(devMailbox)
      .values({ id: key, ...message })
      .onConflictDoNothing()
      .returning({ id: devMailbox.id });
    if (inserted.length > 0) {
      opts.log.info(
        { to: message.to, subject: message.subject },
        'mail caught by the development mailbox (/dev/mailbox)',
      );
    }
  };
}

/** The mail job: retried with back-off (an SMTP server that is briefly down), delivered once per job id. */
export async function registerMailJob(
  jobs: JobQueue,
  deliver: DeliverMail,
  tuning: Partial<JobDefinition<MailMessage>> = {},
): Promise<void> {
  await jobs.register<MailMessage>({
    name: MAIL_JOB,
    schema: MailMessageSchema,
    handle: (message, job) => deliver(message, job.id),
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    failedMessage: JOB_MESSAGES.mailFailed,
    ...tuning,
  });
}

export function createMailer(jobs: JobQueue): SendMail {
  return async (message, options) => {
    await jobs.send(MAIL_JOB, message, options);
  };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A plain mail with one call-to-action link, as text and HTML. It is signed when it is delivered (signMail). */
export function linkMail(to: string, subject: string, intro: string, linkLabel: string, url: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${linkLabel}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>` +
      '<p>If you did not ask for this, you can ignore this e-mail.</p>',
  };
}

/** Who signs a mail: the firm's name and how to reach it (its settings as they are when the mail goes out). */
export interface MailSignature {
  name: string;
  lines: string[];
  /** The logo's absolute address, shown above the sign-off in the HTML; null when there is none. */
  logoUrl: string | null;
}

/** The mail with the firm's sign-off under it, in the text and (escaped) in the HTML. */
export function signMail(message: MailMessage, signature: MailSignature): MailMessage {
  const lines = [`— ${signature.name}`, ...signature.lines];
  return {
    ...message,
    text: `${message.text}\n\n${lines.join('\n')}`,
    html:
      message.html +
      (signature.logoUrl ? `<p><img src="${escapeHtml(signature.logoUrl)}" alt="${escapeHtml(signature.name)}" height="40"></p>` : '') +
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}
