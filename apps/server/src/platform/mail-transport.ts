import fs from 'node:fs';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PermanentJobError } from './jobs/job-queue.ts';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered; `?requireTLS=true` insists), smtps://…:465 (TLS from the start). */
  url: string;
  /** A PEM file of certificates to trust besides the system's (a firm's own CA, or a test server's). */
  caFile?: string | undefined;
  dkim?: { domainName: string; keySelector: string; privateKeyFile: string } | undefined;
}

/** Seconds, well inside the mail job's expiry, so a silent server fails the run instead of hanging it. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * The SMTP transport's options. Files are read now, so a wrong SMTP_CA_FILE or DKIM key path
 * stops the start with its name instead of failing every mail later.
 */
export function smtpTransportOptions(smtp: SmtpSettings): SMTPTransport.Options & { url: string } {
  const read = (setting: string, file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${setting} ${file} could not be read: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    url: smtp.url,
    ...TIMEOUTS,
    ...(smtp.caFile ? { tls: { ca: read('SMTP_CA_FILE', smtp.caFile) } } : {}),
    ...(smtp.dkim
      ? {
          dkim: {
            domainName: smtp.dkim.domainName,
            keySelector: smtp.dkim.keySelector,
            privateKey: read('DKIM_PRIVATE_KEY_FILE', smtp.dkim.privateKeyFile),
          },
        }
      : {}),
  };
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * What went wrong, for the admin reading the failed job. A 5xx refusal of the mail itself
 * (no such mailbox, message rejected) will not change on a retry: it fails for good at once. A
 * refused login is retried like an unreachable server (the operator may be fixing SMTP_URL).
 */
export function describeSmtpFailure(error: unknown): Error {
  const e = (error ?? {}) as SmtpError;
  const said = e.response ?? e.message ?? String(error);
  // The server's reply starts with its code ("550 5.1.1 …"); a message without one gets it added.
  const reply =
    typeof e.responseCode === 'number' && !said.startsWith(String(e.responseCode)) ? `${e.responseCode} ${said}` : said;
  if (e.code === 'EAUTH') {
    return new Error(`The SMTP server refused the login: ${said}. Check the user and password in SMTP_URL.`);
  }
  if (typeof e.responseCode === 'number' && e.responseCode >= 500) {
    return new PermanentJobError(`The SMTP server refused this mail for good: ${reply}`);
  }
  if (typeof e.responseCode === 'number' && e.responseCode >= 400) {
    return new Error(`The SMTP server deferred this mail: ${reply}. It will be tried again.`);
  }
  if (e.code === 'ETLS' || /certificate|self[- ]signed/i.test(said)) {
    return new Error(`The SMTP server's TLS certificate was not trusted: ${said}. Trust its CA with SMTP_CA_FILE.`);
  }
  if (e.code === 'ECONNECTION' || e.code === 'ETIMEDOUT' || e.code === 'ESOCKET' || e.code === 'EDNS') {
    return new Error(`The SMTP server could not be reached: ${said}`);
  }
  return error instanceof Error ? error : new Error(said);
}

/** nodemailer (~14 MB resident) loads with the first mail, not at start-up. */
export function createSmtpSender(smtp: SmtpSettings): (mail: SendMailOptions) => Promise<void> {
  const options = smtpTransportOptions(smtp);
  let transport: Promise<Transporter> | null = null;
  return async (mail) => {
    transport ??= import('nodemailer').then((m) => m.default.createTransport(options));
    try {
      await (await transport).sendMail(mail);
    } catch (error) {
      throw describeSmtpFailure(error);
    }
  };
}
