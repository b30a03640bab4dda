import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, linkOrButton, signInPanel, signInViaUi, test } from '../fixtures';

test('a forgotten password is reset through the e-mailed link', async ({ page, makeUser }) => {
  const user = await makeUser();
  const newPassword = `New-${Math.random().toString(36).slice(2, 10)}`;

  await page.goto('/auth');
  await signInPanel(page).getByText('Forgot password?').click();
  // The Sign In form has an Email field too: wait for the reset page before typing.
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /reset|send/i }).click();
  // The screen confirms that a link is on its way (without saying whether the address exists);
  // wait for it before reading the mailbox.
  await expect(page.getByRole('status').filter({ hasText: /check your e-?mail/i })).toBeVisible();

  // The development mailbox caught the mail; follow its reset link.
  await page.goto('/dev/mailbox');
  // Two mails reached this address (sign-up confirmation, then the reset); take the reset one.
  const mail = page
    .getByRole('article')
    .filter({ hasText: user.email })
    .filter({ has: page.getByRole('heading', { name: /reset|password/i }) });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('link').first().click();

  await expect(page).toHaveURL(/reset/i);
  await page.getByLabel(/^(new )?password$/i).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole('button', { name: /reset|set|save|update/i }).click();
  await expect(page.getByRole('status').filter({ hasText: /password (updated|changed|reset)/i })).toBeVisible();

  // On to sign-in: the old password no longer works, the new one does.
  await linkOrButton(page.getByRole('main'), 'Sign In').click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await signInViaUi(page, user.email, user.password, { open: false });
  await expectToast(page, AUTH_MESSAGES.signInErrorTitle);
  await signInViaUi(page, user.email, newPassword);
  await expectToast(page, AUTH_MESSAGES.signedInTitle);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});
