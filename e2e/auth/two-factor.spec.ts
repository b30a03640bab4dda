import { ACCOUNT_MESSAGES } from '@thamani/domain/account';
import { expect, signInViaApi, signInViaUi, test } from '../fixtures';
import { totpCode, wrongTotpCode } from './totp';
import { enrolThroughUi } from './two-factor-walk';

test('a person turns on two-factor sign-in, then signs in with a code, and once with a backup code', async ({
  page,
  context,
  makeUser,
}) => {
  test.setTimeout(90_000);
  const user = await makeUser('user');
  await signInViaApi(context, user);
  const { key, backupCodes } = await enrolThroughUi(page, user.password);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.twoFactorOn, { exact: true })).toBeVisible();

  // Signed out: the password alone no longer signs in.
  await context.clearCookies();
  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/two-factor');
  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(wrongTotpCode(key));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.wrongCode)).toBeVisible();
  await code.fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();

  await context.clearCookies();
  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/two-factor');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
});
