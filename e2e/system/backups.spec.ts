/**
 * The System page's backups on a phone (360 px), against a server of its own (its own DATA_DIR
 * and BACKUP_DIR): "Back up now" runs a backup, the button waits while it runs, the new archive
 * is listed and downloads; a backup that fails (the backup folder replaced by a file) is shown
 * with its reason in an alert. The next nightly run and the retention are said in words. Axe
 * finds nothing in the light and the dark theme, and the page fits the phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createUser, expect, signInViaApi, test } from '../fixtures';
import type { Theme } from '../a11y/a11y-helpers';
import { PHONE } from '../layout/phone-fit-helpers';
import { expectFitsPhone, expectNoAxeViolations, startOwnServer, type OwnServer } from './own-server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let BASE = '';
let backupDir = '';
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  backupDir = path.resolve(
    `${process.env.E2E_DATA_DIR ?? '.test-output/e2e-data'}-backups-archives-${Date.now()}-${process.pid}`,
  );
  server = await startOwnServer('backups', {
    BACKUP_DIR: backupDir,
    BACKUP_NIGHTLY_AT: '02:30',
    BACKUP_RETENTION: '14d',
  });
  BASE = server.base;
});

test.afterAll(() => {
  server?.stop();
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`"Back up now" makes an archive to download, and a failed backup says why (${theme})`, async ({
    browser,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: BASE });
    const admin = await createUser(api, 'admin', {}, BASE);
    await api.dispose();
    const phone = await browser.newContext({
      ...PHONE,
      colorScheme: theme,
      reducedMotion: 'reduce',
      baseURL: BASE,
      timezoneId: 'Africa/Nairobi',
      acceptDownloads: true,
    });
    await phone.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInViaApi(phone, admin, BASE);
    const page = await phone.newPage();

    await page.goto(`${BASE}/admin/system`);
    const card = page.getByRole('region', { name: 'Backups', exact: true });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(/Next nightly backup\s*\d{1,2} \w{3} \d{4}, 2:30 AM \(Nairobi time\)/);
    await expect(card).toContainText('Those of the last 14 days; older ones are removed');
    const runs = card.getByRole('list', { name: 'Backup runs' }).getByRole('listitem');
    const before = await runs.count();

    const backUp = card.getByRole('button', { name: /Back up now/ });
    await backUp.click();
    // Disabled while it runs, then the new archive is listed with its download link.
    await expect(backUp).toBeDisabled();
    await expect(card.getByText(/Backup finished/)).toBeVisible({ timeout: 60_000 });
    await expect(backUp).toBeEnabled();
    await expect(runs).toHaveCount(before + 1);
    const newest = runs.first();
    await expect(newest).toContainText('Succeeded');
    await expect(newest).toContainText(`By an admin (${admin.name})`);
    await expectFitsPhone(page);
    await expectNoAxeViolations(page, `${theme}, a finished backup`);

    const downloading = page.waitForEvent('download');
    await newest.getByRole('link', { name: /^Download the backup of / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^thamani-backup-\d{8}-\d{6}Z-manual-[0-9a-f]{8}\.tar\.gz$/);
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // The backup folder is replaced by a file: the next backup fails, and the page says why.
    fs.renameSync(backupDir, `${backupDir}-aside`);
    fs.writeFileSync(backupDir, 'not a folder');
    try {
      await backUp.click();
      const alert = card.getByRole('alert');
      await expect(alert).toContainText('The last backup failed', { timeout: 60_000 });
      await expect(alert).toContainText(
        `The backup folder ${backupDir} is not a folder Thamani can use. Set BACKUP_DIR to a folder.`,
      );
      await expect(runs.first()).toContainText('Failed');
      await expect(backUp).toBeEnabled();
      await expectFitsPhone(page);
      await expectNoAxeViolations(page, `${theme}, a failed backup`);
    } finally {
      fs.rmSync(backupDir, { force: true });
      fs.renameSync(`${backupDir}-aside`, backupDir);
    }

    // A second request while one runs is refused in words (the server's 409).
    await page.route('**/api/admin/backups', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'CONFLICT',
              message: 'A backup is already running. Wait for it to finish, then try again.',
            }),
          })
        : route.continue(),
    );
    await backUp.click();
    await expect(card.getByRole('alert').filter({ hasText: 'A backup is already running' })).toBeVisible();
    await phone.close();
  });
}
