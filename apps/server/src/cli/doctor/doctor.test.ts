import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '#env.ts';
import { createLocalStorage } from '#platform/storage/local-storage.ts';
import { testSettings } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { backups } from '#db/schema/backups.table.ts';
import { checkAdminExists, checkNoDemoAccounts } from './accounts-checks.ts';
import { checkBackupDir, checkRecentBackups } from './backups-checks.ts';
import type { CheckResult } from './check-result.ts';
import { openDatabaseForCheck } from './database-check.ts';
import { runDoctor } from './doctor.ts';
import { checkProduction, checkPublicUrl, checkSecret, checkTrustProxy, EXAMPLE_SECRET_MARK } from './settings-checks.ts';
import { checkSmtp } from './smtp-check.ts';
import { checkStorage } from './storage-check.ts';

const t = useTestApp();
const CLI = 'node /opt/thamani/apps/server/dist/cli.js';
const production = testSettings({ isProduction: true, publicUrl: 'https://valuations.yourfirm.co.ke', trustProxy: true });

function problem(result: CheckResult): string {
  expect(result.status).not.toBe('ok');
  return result.status === 'ok' ? '' : result.problem;
}

describe('doctor: the settings', () => {
  it('passes a production configuration', () => {
    for (const result of [checkProduction(production), checkSecret(production), checkPublicUrl(production), checkTrustProxy(production)]) {
      expect(result.status).toBe('ok');
    }
  });
  it('says what to change for each wrong setting', () => {
    expect(problem(checkProduction(testSettings()))).toContain('Set NODE_ENV=production');
    expect(problem(checkSecret({ ...production, authSecret: undefined }))).toContain('AUTH_SECRET is not set');
    expect(problem(checkSecret({ ...production, authSecret: 'x'.repeat(20) }))).toContain('AUTH_SECRET has 20 characters; it needs at least 32');
    expect(problem(checkSecret({ ...production, authSecret: `${EXAMPLE_SECRET_MARK}-${'x'.repeat(40)}` }))).toContain("example file's placeholder");
    expect(problem(checkPublicUrl({ ...production, publicUrl: 'http://valuations.yourfirm.co.ke' }))).toContain('need https');
    expect(problem(checkPublicUrl({ ...production, publicUrl: 'https://localhost:3000' }))).toContain('only this machine can open');
    const proxy = checkTrustProxy({ ...production, trustProxy: false });
    expect(proxy.status).toBe('warn');
    expect(problem(proxy)).toContain('Set TRUST_PROXY=true');
  });
});

describe('doctor: mail', () => {
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, done) => {
        if (auth.username === 'thamani' && auth.password === 'mail-secret') {
          done(null, { user: auth.username });
        } else {
          done(new Error('Invalid username or password'));
        }
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes a mail server that answers and takes the login', async () => {
    expect(await checkSmtp({ smtpUrl: `smtp://thamani:mail-secret@127.0.0.1:${port}` })).toMatchObject({ status: 'ok' });
  });
  it('says when mail is not set up, the login is refused, or nobody answers', async () => {
    expect(problem(await checkSmtp({ smtpUrl: undefined }))).toContain('SMTP_URL is not set');
    expect(problem(await checkSmtp({ smtpUrl: `smtp://thamani:wrong@127.0.0.1:${port}` }))).toContain(`The mail server at 127.0.0.1:${port} did not accept`);
    const closed = await checkSmtp({ smtpUrl: 'smtp://127.0.0.1:1' }, 2000);
    expect(problem(closed)).toContain('ECONNREFUSED');
  });
});

describe('doctor: files and database', () => {
  it('stores and removes a file where uploads go, or says who must be able to write there', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-doctor-'));
    expect(await checkStorage(createLocalStorage(path.join(folder, 'files')), folder)).toMatchObject({ status: 'ok' });
    expect(fs.readdirSync(path.join(folder, 'files'), { recursive: true }).filter((f) => fs.statSync(path.join(folder, 'files', String(f))).isFile())).toEqual([]);
    const file = path.join(folder, 'not-a-folder');
    fs.writeFileSync(file, '');
    expect(problem(await checkStorage(createLocalStorage(path.join(file, 'files')), file))).toContain("Give the service's user write access to DATA_DIR");
  });

  it('says when PostgreSQL does not answer, and when the embedded database is not made yet', async () => {
    const down = await openDatabaseForCheck({ ...production, databaseUrl: 'postgres://thamani@127.0.0.1:1/thamani' });
    expect(problem(down.result)).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1 (');
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-doctor-'));
    const fresh = await openDatabaseForCheck({ ...production, databaseUrl: undefined, dataDir: empty });
    expect(problem(fresh.result)).toContain('does not exist yet');
    expect(fs.readdirSync(empty)).toEqual([]);
  });

  it('names the command when no admin can sign in', async () => {
    const result = await checkAdminExists(t.database.db, CLI);
    expect(problem(result)).toBe(
      `No admin account can sign in. Create one: ${CLI} admin create --email you@yourfirm.co.ke --name "Your Name" (installed as in docs/deploy.md: sudo thamani admin create --email you@yourfirm.co.ke --name "Your Name")`,
    );
    expect(await checkNoDemoAccounts(t.database.db, CLI)).toMatchObject({ status: 'ok' });
  });
});

describe('doctor: backups', () => {
  it('writes and removes a file in BACKUP_DIR, or says who must be able to write there', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-doctor-'));
    expect(await checkBackupDir(path.join(folder, 'backups'))).toMatchObject({ status: 'ok' });
    expect(fs.readdirSync(path.join(folder, 'backups'))).toEqual([]);
    const file = path.join(folder, 'not-a-folder');
    fs.writeFileSync(file, '');
    const refused = await checkBackupDir(path.join(file, 'backups'));
    expect(refused.status).toBe('fail');
    expect(problem(refused)).toContain(`Backups cannot be written to ${path.join(file, 'backups')} (ENOTDIR)`);
  });

  it('warns when no backup succeeded in the last 2 days or the newest run failed', async () => {
    const db = t.database.db;
    const now = new Date('2026-11-20T06:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    await db.delete(backups);
    expect(problem(await checkRecentBackups(db, now))).toContain('No backup succeeded in the last 2 days (none has been made yet)');

    await db.insert(backups).values({ trigger: 'nightly', status: 'succeeded', startedAt: hoursAgo(28), finishedAt: hoursAgo(28), filename: 'a.tar.gz' });
    expect(await checkRecentBackups(db, now)).toEqual({ status: 'ok', detail: 'the last backup succeeded on 19 Nov 2026, 5:00 AM' });
    // Three days on, the same backup is too old.
    expect(problem(await checkRecentBackups(db, new Date(now.getTime() + 72 * 3600_000)))).toContain(
      'No backup succeeded in the last 2 days (the last one was on 19 Nov 2026, 5:00 AM)',
    );

    await db.insert(backups).values({ trigger: 'nightly', status: 'failed', startedAt: hoursAgo(4), finishedAt: hoursAgo(4), error: 'The disk of the backup folder /srv/b is full.' });
    await db.insert(backups).values({ trigger: 'manual', status: 'running', startedAt: hoursAgo(0) });
    const failed = await checkRecentBackups(db, now);
    expect(failed.status).toBe('warn');
    expect(problem(failed)).toContain('failed: The disk of the backup folder /srv/b is full.');
    await db.delete(backups);
  });
});

describe('doctor: the report', () => {
  function capture() {
    let text = '';
    return { io: { stdin: process.stdin, stdout: { write: (s: string) => (text += s) }, stderr: { write: (s: string) => (text += s) } }, text: () => text };
  }

  it('stops at settings the server would refuse, saying which', async () => {
    const out = capture();
    const code = await runDoctor(out.io, { loadSettings: () => loadSettings({ NODE_ENV: 'production', AUTH_SECRET: 'short' }), cli: CLI });
    expect(code).toBe(1);
    expect(out.text()).toContain('FAIL  Settings: AUTH_SECRET must be at least 32 characters. Correct it in the environment file.');
  });

  it('lists every check and exits 1 while one fails', async () => {
    const out = capture();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-doctor-'));
    const code = await runDoctor(out.io, { loadSettings: () => ({ ...production, dataDir, smtpUrl: undefined }), cli: CLI });
    expect(code).toBe(1);
    const text = out.text();
    for (const title of ['Production mode', 'Secret', 'Public address', 'Reverse proxy', 'Database', 'File storage', 'Backup folder', 'Mail']) {
      expect(text).toContain(`${title}:`);
    }
    expect(text).toContain('FAIL  Mail: SMTP_URL is not set');
    expect(text).toContain('1 problem(s) to fix before starting, 1 warning(s).');
  });
});
