/**
 * A firm's first admin, as its IT person makes one: a production server on a fresh data folder,
 * `admin create` on the command line (the password on standard input), then the admin signs in
 * in a phone's browser, is taken to set up an authenticator app, and reaches the admin area.
 * Runs its own production server (the suite's servers are not in production mode).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@thamani/domain/account';
import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { totpCode } from '../auth/totp';
import { expectToast } from '../fixtures';

// The suite's servers use E2E_PORT and E2E_PORT + 1; each worker's production server the next ones.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const EMAIL = 'it-admin@firm.example.test';
const PASSWORD = 'Upper-Hill-Valuations-26';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-e2e-install-'));
const env = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(36).toString('base64url'),
  // Plain http on loopback for the browser; a firm's server is https behind its proxy (docs/deploy.md).
  PUBLIC_URL: ORIGIN,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};

let server: ChildProcess | undefined;

function runCli(args: string[], input: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/dist/cli.js', ...args], { env, stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

test.use({ viewport: { width: 360, height: 780 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const created = await runCli(['admin', 'create', '--email', EMAIL, '--name', 'Wanjiru Kamau'], `${PASSWORD}\n`);
  expect(created.out).toContain(`Created the admin ${EMAIL}.`);
  expect(created.code).toBe(0);
  server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the admin made on the command line signs in, sets up two-factor sign-in, and opens the admin area', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${ORIGIN}/auth`);
  await page.getByLabel('Email').first().fill('admin@thamani.test');
  await page.getByLabel('Password', { exact: true }).first().fill('Thamani2026!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The demo's published admin does not exist on a production install.
  await expectToast(page, AUTH_MESSAGES.signInErrorTitle);

  await page.getByLabel('Email').first().fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account/two-factor');
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.mustEnrol)).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);

  await page.goto(`${ORIGIN}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
