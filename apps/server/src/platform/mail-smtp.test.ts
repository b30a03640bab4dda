import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@thamani/domain/jobs';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { createJobQueue } from './jobs/pg-boss-queue.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { MAIL_JOB, createMailDelivery, linkMail, registerMailJob } from './mail.ts';
import type { SmtpSettings } from './mail-transport.ts';

/**
 * Real SMTP against smtp-server on 127.0.0.1: the mail job and its transport as production runs
 * them (SMTP_URL, SMTP_CA_FILE, DKIM_*), with short back-off.
 */

const FROM = 'Thamani Valuers <valuations@thamani.test>';
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

let database: TestDatabase;
let dir: string;
/** A self-signed certificate for 127.0.0.1 (its own CA: the client trusts it via SMTP_CA_FILE). */
let tls: { key: string; cert: string; certFile: string };
let dkimKeyFile: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-smtp-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  tls = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
  dkimKeyFile = path.join(dir, 'dkim.pem');
  execFileSync('openssl', ['genrsa', '-out', dkimKeyFile, '2048'], { stdio: 'ignore' });
}, 60_000);

afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Received {
  raw: string;
  session: SMTPServerSession;
}

interface TestServer {
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

async function startSmtp(options: SMTPServerOptions): Promise<TestServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    authOptional: true,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8'), session: { ...session } });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An SMTP error as servers send them: its code decides whether the client tries again. */
function refusal(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

const running: JobQueue[] = [];

async function startMailQueue(smtp: SmtpSettings, retryLimit = 2): Promise<JobQueue> {
  const jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  const deliver = createMailDelivery({
    db: database.db,
    smtpUrl: smtp.url,
    from: FROM,
    isProduction: true,
    log: silent,
    smtp,
  });
  await registerMailJob(jobs, deliver, { retryLimit, retryDelaySeconds: 1, retryBackoff: true });
  await jobs.start();
  running.push(jobs);
  return jobs;
}

async function stopQueues() {
  for (const jobs of running.splice(0)) {
    await jobs.stop();
  }
}

async function settled(jobs: JobQueue, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await jobs.getStatus(id);
    if (status?.state === 'completed' || status?.state === 'failed' || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The text of a raw message with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

const mail = (to = 'wanjiru@example.test') =>
  linkMail(
    to,
    'Your valuation is ready',
    'Report for <script>alert(1)</script> & Co.',
    'Open the report',
    'https://thamani.test/r/1',
  );

describe('mail over SMTP', () => {
  afterAll(stopQueues);

  it('delivers a message with the right headers and its HTML escaped', async () => {
    const server = await startSmtp({ disabledCommands: ['STARTTLS', 'AUTH'] });
    try {
      const jobs = await startMailQueue({ url: `smtp://127.0.0.1:${server.port}` });
      const id = await jobs.send(MAIL_JOB, mail());
      expect((await settled(jobs, id))?.state).toBe('completed');
      expect(server.received).toHaveLength(1);
      const [message] = server.received;
      const raw = message?.raw ?? '';
      expect(message?.session.envelope.rcptTo.map((r) => r.address)).toEqual(['wanjiru@example.test']);
      expect(message?.session.envelope.mailFrom && message.session.envelope.mailFrom.address).toBe(
        'valuations@thamani.test',
      );
      expect(header(raw, 'From')).toBe('Thamani Valuers <valuations@thamani.test>');
      expect(header(raw, 'To')).toBe('wanjiru@example.test');
      expect(header(raw, 'Subject')).toBe('Your valuation is ready');
      expect(header(raw, 'Message-ID')).toBe(`<${id}@thamani.mail>`);
      expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
      const html = decoded(raw).split('Content-Type: text/html')[1] ?? '';
      expect(html).toContain('Report for &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co.');
      expect(html).not.toContain('<script>');
      expect(html).toContain('<a href="https://thamani.test/r/1">Open the report</a>');
    } finally {
      await stopQueues();
      await server.close();
    }
  });

  it('upgrades with STARTTLS to a server whose certificate SMTP_CA_FILE trusts, and refuses an untrusted one', async () => {
    const server = await startSmtp({ key: tls.key, cert: tls.cert, disabledCommands: ['AUTH'] });
    try {
      const trusted = await startMailQueue({
        url: `smtp://127.0.0.1:${server.port}?requireTLS=true`,
        caFile: tls.certFile,
      });
      const id = await trusted.send(MAIL_JOB, mail());
      expect((await settled(trusted, id))?.state).toBe('completed');
      expect(server.received).toHaveLength(1);
      expect(server.received[0]?.session.secure).toBe(true);
      await stopQueues();

      // Without the CA the certificate is not trusted: nothing is sent in the clear.
      const untrusted = await startMailQueue({ url: `smtp://127.0.0.1:${server.port}?requireTLS=true` }, 0);
      const refused = await untrusted.send(MAIL_JOB, mail());
      expect((await settled(untrusted, refused))?.state).toBe('failed');
      const failed = (await untrusted.listFailed(10)).find((job) => job.id === refused);
      expect(failed?.error).toMatch(/TLS certificate was not trusted.*SMTP_CA_FILE/);
      expect(server.received).toHaveLength(1);
    } finally {
      await stopQueues();
      await server.close();
    }
  });

  it('signs in with PLAIN or LOGIN; a wrong password is retried with back-off, then fails for good with a clear error', async () => {
    const logins: Array<{ method: string; user: string | undefined; ok: boolean }> = [];
    const server = await startSmtp({
      key: tls.key,
      cert: tls.cert,
      authOptional: false,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        const ok = auth.username === 'mailer' && auth.password === 'right horse battery';
        logins.push({ method: auth.method, user: auth.username, ok });
        callback(
          ok ? null : refusal(535, '5.7.8 Authentication credentials invalid'),
          ok ? { user: auth.username } : undefined,
        );
      },
    });
    try {
      const ca = { caFile: tls.certFile };
      const good = await startMailQueue({
        url: `smtp://mailer:${encodeURIComponent('right horse battery')}@127.0.0.1:${server.port}`,
        ...ca,
      });
      const sent = await good.send(MAIL_JOB, mail());
      expect((await settled(good, sent))?.state).toBe('completed');
      expect(server.received.map((r) => r.session.user)).toEqual(['mailer']);
      await stopQueues();

      const login = await startMailQueue({
        url: `smtp://mailer:${encodeURIComponent('right horse battery')}@127.0.0.1:${server.port}?authMethod=LOGIN`,
        ...ca,
      });
      const viaLogin = await login.send(MAIL_JOB, mail());
      expect((await settled(login, viaLogin))?.state).toBe('completed');
      expect(logins.filter((l) => l.ok).map((l) => l.method)).toEqual(['PLAIN', 'LOGIN']);
      await stopQueues();

      const wrong = await startMailQueue({ url: `smtp://mailer:wrong@127.0.0.1:${server.port}`, ...ca }, 2);
      const id = await wrong.send(MAIL_JOB, mail());
      const status = await settled(wrong, id);
      expect(status?.state).toBe('failed');
      // The person waiting gets the mail job's sentence; the admin the server's words and what to check.
      expect(status?.error).toBe(JOB_MESSAGES.mailFailed);
      const failed = (await wrong.listFailed(10)).find((job) => job.id === id);
      expect(failed?.attempts).toBe(3);
      expect(failed?.error).toMatch(
        /^The SMTP server refused the login: .*535.*Check the user and password in SMTP_URL\.$/,
      );
      expect(logins.filter((l) => !l.ok)).toHaveLength(3);
      expect(server.received).toHaveLength(2);
    } finally {
      await stopQueues();
      await server.close();
    }
  }, 30_000);

  it('retries a server that defers with 4xx, with back-off, and the message arrives once', async () => {
    const tries: number[] = [];
    const server = await startSmtp({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(_address, _session, callback) {
        tries.push(Date.now());
        callback(tries.length === 1 ? refusal(451, '4.3.0 Mailbox temporarily unavailable, try later') : null);
      },
    });
    try {
      const jobs = await startMailQueue({ url: `smtp://127.0.0.1:${server.port}` });
      const id = await jobs.send(MAIL_JOB, mail());
      expect((await settled(jobs, id))?.state).toBe('completed');
      expect(tries).toHaveLength(2);
      // pg-boss waits out the back-off (1 s at least with a 1 s delay) before the second try.
      expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(900);
      expect(server.received).toHaveLength(1);
    } finally {
      await stopQueues();
      await server.close();
    }
  });

  it('fails at once, without retries, when the server refuses the mail for good (5xx)', async () => {
    let tries = 0;
    const server = await startSmtp({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(_address, _session, callback) {
        tries += 1;
        callback(refusal(550, '5.1.1 No such mailbox here'));
      },
    });
    try {
      const jobs = await startMailQueue({ url: `smtp://127.0.0.1:${server.port}` }, 3);
      const id = await jobs.send(MAIL_JOB, mail('nobody@example.test'));
      expect((await settled(jobs, id, 8000))?.state).toBe('failed');
      expect(tries).toBe(1);
      const failed = (await jobs.listFailed(10)).find((job) => job.id === id);
      expect(failed?.attempts).toBe(1);
      expect(failed?.error).toMatch(/refused this mail for good: 550 5\.1\.1 No such mailbox/);
      expect(server.received).toHaveLength(0);
    } finally {
      await stopQueues();
      await server.close();
    }
  });

  it('signs with DKIM when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE are set', async () => {
    const server = await startSmtp({ disabledCommands: ['STARTTLS', 'AUTH'] });
    try {
      const jobs = await startMailQueue({
        url: `smtp://127.0.0.1:${server.port}`,
        dkim: { domainName: 'thamani.test', keySelector: 'mail2026', privateKeyFile: dkimKeyFile },
      });
      const id = await jobs.send(MAIL_JOB, mail());
      expect((await settled(jobs, id))?.state).toBe('completed');
      const signature = header(server.received[0]?.raw ?? '', 'DKIM-Signature');
      expect(signature).toMatch(/d=thamani\.test;/);
      expect(signature).toMatch(/s=mail2026;/);
    } finally {
      await stopQueues();
      await server.close();
    }
  });

  it('refuses to start with an SMTP_CA_FILE it cannot read, naming it', () => {
    expect(() =>
      createMailDelivery({
        db: database.db,
        smtpUrl: 'smtp://127.0.0.1:25',
        from: FROM,
        isProduction: true,
        log: silent,
        smtp: { caFile: '/nonexistent/ca.pem' },
      }),
    ).toThrow(/SMTP_CA_FILE \/nonexistent\/ca\.pem could not be read/);
  });
});
