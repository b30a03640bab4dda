import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, newUserData, signInViaUi, signUpPanel, test, toasts } from '../fixtures';

/**
 * The test server's PUBLIC_URL is http://127.0.0.1:<port>; `npm start` prints localhost. A person
 * who opens the other one must be able to sign up and sign in all the same.
 */
const LOCALHOST = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test.use({ baseURL: LOCALHOST });

test('at http://localhost (not the PUBLIC_URL 127.0.0.1) a person signs up and signs in', async ({ page }) => {
  const user = newUserData('user');
  await page.goto('/auth?tab=signup');
  expect(new URL(page.url()).hostname).toBe('localhost');

  const panel = signUpPanel(page);
  await panel.getByLabel('Full Name').fill(user.name);
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password', { exact: true }).fill(user.password);
  await panel.getByLabel('Confirm Password').fill(user.password);
  await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectToast(page, AUTH_MESSAGES.signUpSuccessTitle, AUTH_MESSAGES.signUpSuccessDescription);

  await signInViaUi(page, user.email, user.password, { open: false });
  await expectToast(page, AUTH_MESSAGES.signedInTitle);
  await expect(page).toHaveURL((url) => url.hostname === 'localhost' && url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
  await expect(toasts(page).getByText(/Invalid origin|Error signing/)).toHaveCount(0);
});
