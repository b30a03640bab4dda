import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema/dev-mailbox.table.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise the development mailbox table (shown at /dev/mailbox).
 * In production without SMTP, mail is logged as an error and dropped — never the dev mailbox.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  isProduction: boolean;
  log: FastifyBaseLogger;
}): SendMail {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return async (message) => {
      await transport.sendMail({ from: opts.from, ...message });
    };
  }
  if (opts.isProduction) {
    return async (message) => {
      opts.log.error({ to: message.to, subject: message.subject }, 'mail not sent: SMTP_URL is not configured');
    };
  }
  return async (message) => {
    await opts.db.insert(devMailbox).values(message);
    opts.log.info({ to: message.to, subject: message.subject }, 'mail caught by the development mailbox (/dev/mailbox)');
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

/** A plain mail with one call-to-action link, as text and HTML. */
export function linkMail(to: string, subject: string, intro: string, linkLabel: string, url: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${linkLabel}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.\n\n— Thamani`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>` +
      '<p>If you did not ask for this, you can ignore this e-mail.</p><p>— Thamani</p>',
  };
}
