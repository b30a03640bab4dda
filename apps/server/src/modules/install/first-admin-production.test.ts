import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@thamani/domain/account';
import { buildApp, type App } from '../../app.ts';
import { openPglite, openPostgres, type Database } from '#db/client.ts';
import { loadSettings, loadTestSettings } from '#env.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '#platform/seed.ts';
import { totpFor } from '#test/totp.ts';

/**
 * The whole path a firm's IT person takes, as separate processes on a fresh production folder
 * (or a fresh PostgreSQL database): the server's first start says how to make an admin, the
 * command makes one, the admin signs in, is sent to two-factor enrolment, enrols, and reaches the
 * admin area; a database holding demo accounts does not start in production until they are closed.
 */
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const PUBLIC = 'https://valuations.example.test';
const EMAIL = 'it@firm.example.test';
const PASSWORD = 'correct-horse-battery';

const { testDb, testDatabaseUrl } = loadTestSettings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-install-'));
const dbName = `thamani_install_${randomBytes(5).toString('hex')}`;
const databaseUrl = testDb === 'postgres' && testDatabaseUrl ? Object.assign(new URL(testDatabaseUrl), { pathname: `/${dbName}` }).toString() : undefined;

const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(36).toString('base64url'),
  PUBLIC_URL: PUBLIC,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: '/nonexistent-web-dist',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run a server entry (src/cli.ts or src/main.ts) as its own process; `until` ends it with SIGTERM once stdout shows it. */
function runEntry(entry: string, args: string[], opts: { input?: string; until?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: SERVER_DIR, env: { ...env, ...opts.env }, stdio: 'pipe' });
    // A server that never says what the test waits for is ended, and the test fails on its output.
    const limit = setTimeout(() => child.kill('SIGKILL'), 120_000);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (opts.until && stdout.includes(opts.until)) {
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(opts.input ?? '');
  });
}

async function openSameDatabase(): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, 3) : openPglite(path.join(dataDir, 'db'));
}

async function productionApp(database: Database): Promise<App> {
  const settings = loadSettings(env);
  return buildApp({ database, settings, secret: env.AUTH_SECRET ?? '', logger: false });
}

function post(app: App, url: string, payload: object, cookie?: string) {
  return app.inject({ method: 'POST', url, headers: { origin: PUBLIC, ...(cookie ? { cookie } : {}) }, payload: payload as Record<string, unknown> });
}

function cookiesOf(res: { cookies: Array<{ name: string; value: string; maxAge?: number }> }): string {
  return res.cookies
    .filter((c) => c.value !== '' && (c.maxAge === undefined || c.maxAge > 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

if (databaseUrl && testDatabaseUrl) {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

describe('the first admin of a production install', () => {
  it('goes from a fresh folder through the command to the admin area, behind two-factor enrolment', { timeout: 240_000 }, async () => {
    const firstStart = await runEntry('src/main.ts', [], { until: 'no admin account yet' });
    expect(firstStart.stdout).toContain('admin create --email you@yourfirm.co.ke --name "Your Name"');
    expect(firstStart.stdout.match(/no admin account yet/g)).toHaveLength(1);

    const onCommandLine = await runEntry('src/cli.ts', ['admin', 'create', '--email', EMAIL, '--name', 'Wanjiru IT', '--password', PASSWORD]);
    expect(onCommandLine.code).toBe(1);
    expect(onCommandLine.stderr).toContain("Unknown option '--password'");

    const created = await runEntry('src/cli.ts', ['admin', 'create', '--email', EMAIL, '--name', 'Wanjiru IT'], { input: `${PASSWORD}\n` });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Created the admin ${EMAIL}.`);

    const database = await openSameDatabase();
    const app = await productionApp(database);
    try {
      expect((await post(app, '/api/auth/sign-in/email', { email: 'admin@thamani.test', password: DEMO_PASSWORD })).statusCode).toBe(401);
      const signedIn = await post(app, '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const cookie = cookiesOf(signedIn);
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json<{ twoFactor: unknown }>().twoFactor).toEqual({ enabled: false, required: true });
      const refused = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(ACCOUNT_MESSAGES.mustEnrol);

      const enabled = await post(app, '/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
      expect(enabled.statusCode, enabled.body).toBe(200);
      const verified = await post(app, '/api/auth/two-factor/verify-totp', { code: totpFor(enabled.json<{ totpURI: string }>().totpURI) }, cookie);
      expect(verified.statusCode, verified.body).toBe(200);
      const audit = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: cookiesOf(verified) } });
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.body).toContain('admin_created');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('does not start in production while a demo account is open, until remove-demo closes them', { timeout: 240_000 }, async () => {
    const database = await openSameDatabase();
    const app = await productionApp(database);
    try {
      await seedDemoAccounts(app.ctx);
    } finally {
      await app.close();
      await database.close();
    }
    const refused = await runEntry('src/main.ts', [], { until: 'Thamani has no admin' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('admin@thamani.test');
    expect(refused.stderr).toContain('admin remove-demo');

    const removed = await runEntry('src/cli.ts', ['admin', 'remove-demo']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('Closed 3 demo account(s): admin@thamani.test, agent@thamani.test, client@thamani.test.');

    const started = await runEntry('src/main.ts', [], { until: 'Thamani is ready', env: { LOG_LEVEL: 'info' } });
    expect(started.stdout).toContain('Thamani is ready');
    expect(started.stdout).not.toContain('no admin account yet');
  });
});
