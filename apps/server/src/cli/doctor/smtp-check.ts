import type { Settings } from '#env.ts';
import { fail, ok, type CheckResult } from './check-result.ts';

/** Whether the SMTP server of SMTP_URL answers and accepts the login (nodemailer's verify). */
export async function checkSmtp(settings: Pick<Settings, 'smtpUrl'>, timeoutMs = 10_000): Promise<CheckResult> {
  if (!settings.smtpUrl) {
    return fail(
      'SMTP_URL is not set: password resets, e-mail confirmations and the client\'s notices are dropped. Set SMTP_URL to the firm\'s mail server, e.g. smtp://user:password@smtp.yourfirm.co.ke:587.',
    );
  }
  const url = new URL(settings.smtpUrl);
  const where = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  const nodemailer = (await import('nodemailer')).default;
  // nodemailer takes a connection URL's query parameters as its options: the timeouts ride there.
  const bounded = new URL(settings.smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    bounded.searchParams.set(option, String(timeoutMs));
  }
  const transport = nodemailer.createTransport(bounded.toString());
  try {
    await transport.verify();
    return ok(`the mail server at ${where} answers and accepts the login`);
  } catch (error) {
    return fail(`The mail server at ${where} did not accept the connection (${(error as Error).message}). Check SMTP_URL's host, port, user and password, and that this server may reach it.`);
  } finally {
    transport.close();
  }
}
