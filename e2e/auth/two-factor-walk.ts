import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Sets up two-factor sign-in on /account through the UI; returns the key shown on screen and the backup codes. */
export async function enrolThroughUi(page: Page, password: string): Promise<{ key: string; backupCodes: string[] }> {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]+$/);
  const { totpCode } = await import('./totp');
  await page.getByLabel('6-digit code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = page.getByRole('list', { name: 'Backup codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  return { key, backupCodes };
}
