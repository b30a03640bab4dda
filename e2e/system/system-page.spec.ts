/**
 * The admin's System page on a phone (360 px), against a server of its own whose SMTP_URL points
 * at a local SMTP server: a test e-mail the server refuses for good is listed as a failed task with
 * the server's words; once the server accepts again, Retry delivers it and the list empties. Axe
 * finds nothing in the light and the dark theme, and the page fits the phone.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SYSTEM_MESSAGES } from '@thamani/domain/system';
import { createUser, expect, expectToast, signInViaApi, test } from '../fixtures';
import type { Theme } from '../a11y/a11y-helpers';
import { PHONE } from '../layout/phone-fit-helpers';
import { expectFitsPhone, expectNoAxeViolations, startOwnServer, type OwnServer } from './own-server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** This worker's own server (a free port: repeats may run side by side in two workers). */
let BASE = '';

let refuse = true;
const delivered: string[] = [];
let smtp: SMTPServer;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      callback(
        refuse ? Object.assign(new Error('5.7.1 Relaying denied for this sender'), { responseCode: 550 }) : null,
      );
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  server = await startOwnServer('system', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Thamani Valuers <valuations@thamani.test>',
  });
  BASE = server.base;
});

test.afterAll(async () => {
  server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`a refused test e-mail is listed as a failed task and its retry delivers it (${theme})`, async ({
    browser,
    playwright,
  }) => {
    // The sign-up's own mail goes through first; then the server starts refusing.
    refuse = false;
    const api = await playwright.request.newContext({ baseURL: BASE });
    const admin = await createUser(api, 'admin', {}, BASE);
    await api.dispose();
    await expect(() => expect(delivered).toContain(admin.email)).toPass({ timeout: 30_000 });
    const deliveredBefore = delivered.filter((to) => to === admin.email).length;
    refuse = true;
    const phone = await browser.newContext({ ...PHONE, colorScheme: theme, reducedMotion: 'reduce', baseURL: BASE });
    await phone.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInViaApi(phone, admin, BASE);
    const page = await phone.newPage();

    await page.goto(`${BASE}/admin/system`);
    await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible({ timeout: 30_000 });
    // Reached from the admin area's navigation.
    await expect(page.getByRole('link', { name: 'System', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(SYSTEM_MESSAGES.noBackup)).toBeVisible();
    await expect(page.getByText('Sent through the SMTP server')).toBeVisible();
    const failed = page.getByRole('list', { name: 'Failed tasks' }).getByRole('listitem');
    const before = await failed.count();

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expectToast(page, `Test e-mail on its way to ${admin.email}`);
    // The server refused it for good (550): after a reload the task is listed with its words.
    await expect(async () => {
      await page.reload();
      await expect(failed).toHaveCount(before + 1, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const task = failed.filter({ hasText: 'Relaying denied' });
    await expect(task.getByRole('heading', { name: 'Send an e-mail' })).toBeVisible();
    await expect(task).toContainText('We could not send this e-mail. Please try again later.');
    await expect(task).toContainText(
      'The SMTP server refused this mail for good: 550 5.7.1 Relaying denied for this sender',
    );
    const mailCard = page.getByRole('region', { name: 'Mail', exact: true });
    await expect(mailCard).toContainText(/Last e-mail\s*Failed .*Relaying denied/);
    await expectFitsPhone(page);
    await expectNoAxeViolations(page, `${theme}, a failed task`);

    refuse = false;
    await task.getByRole('button', { name: 'Retry' }).click();
    await expectToast(page, 'Send an e-mail: tried again');
    await expect(task).toHaveCount(0);
    await expect(async () => {
      expect(delivered.filter((to) => to === admin.email)).toHaveLength(deliveredBefore + 1);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Mail', exact: true })).toContainText(/Last e-mail\s*Delivered /, {
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    expect(delivered.filter((to) => to === admin.email)).toHaveLength(deliveredBefore + 1);
    await expectFitsPhone(page);
    await expectNoAxeViolations(page, `${theme}, after the retry`);
    await phone.close();
  });
}
