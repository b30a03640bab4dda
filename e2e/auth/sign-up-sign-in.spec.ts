import type { Locator, Page } from '@playwright/test';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@thamani/domain/messages';
import type { Role } from '@thamani/domain/access';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectToast,
  newUserData,
  signInPanel,
  signInViaUi,
  signUpPanel,
  test,
} from '../fixtures';

/** Picks the sign-up role ("For testing"), whether the app renders a native or a custom select. */
async function pickRole(page: Page, panel: Locator, role: Role): Promise<void> {
  const field = panel.getByLabel('For testing');
  const tag = await field.evaluate((el) => el.tagName);
  if (tag === 'SELECT') {
    await field.selectOption(role);
    return;
  }
  await field.click();
  await page.getByRole('option', { name: new RegExp(`^${role}$`, 'i') }).click();
}

/** The smallest block holding the dashboard counter's label and its number. */
function counter(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .filter({ hasText: /\d/ })
    .last();
}

test.describe('sign up, then sign in', () => {
  test('a new client signs up, is sent to Sign In, signs in and sees an empty dashboard', async ({ page }) => {
    const user = newUserData('user');
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    const panel = signUpPanel(page);
    await panel.getByLabel('Full Name').fill(user.name);
    await panel.getByLabel('Email').fill(user.email);
    await panel.getByLabel('Password', { exact: true }).fill(user.password);
    await panel.getByLabel('Confirm Password').fill(user.password);
    await pickRole(page, panel, 'user');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expectToast(page, AUTH_MESSAGES.signUpSuccessTitle, AUTH_MESSAGES.signUpSuccessDescription);
    // Sign-up does not sign in: the user is back on /auth with the Sign In tab open.
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    // The page itself says what happens next, after the toast has gone.
    const note = signInPanel(page).getByRole('status').filter({ hasText: 'Your account is created' });
    await expect(note).toContainText(user.email);
    await expect(note).toContainText(/sign in below/i);

    await signInViaUi(page, user.email, user.password, { open: false });
    await expectToast(page, AUTH_MESSAGES.signedInTitle);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();

    for (const label of ['Total Requests', 'Completed', 'In Progress', 'Pending']) {
      await expect(counter(page, label), label).toHaveText(new RegExp(`^${label}\\s*0$`));
    }

    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'My Requests' })).toBeVisible();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const notifications = page.getByRole('tabpanel', { name: 'Notifications' });
    await expect(notifications.getByText('No new notifications')).toBeVisible();
    // The notifications' disabled Manage button became "Mark all as read", disabled with nothing unread.
    await expect(notifications.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // The session survives a reload.
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
  });

  test('an agent picked at sign-up lands on /agent-dashboard after sign-in', async ({ page }) => {
    const agent = newUserData('agent');
    await page.goto('/register?tab=signup');
    const panel = signUpPanel(page);
    await panel.getByLabel('Full Name').fill(agent.name);
    await panel.getByLabel('Email').fill(agent.email);
    await panel.getByLabel('Password', { exact: true }).fill(agent.password);
    await panel.getByLabel('Confirm Password').fill(agent.password);
    await pickRole(page, panel, 'agent');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, AUTH_MESSAGES.signUpSuccessTitle);
    await expect(page).toHaveURL((url) => url.pathname === '/auth');

    await signInViaUi(page, agent.email, agent.password, { open: false });
    await expectToast(page, AUTH_MESSAGES.signedInTitle);
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard');
  });

  test('an admin lands on /admin after sign-in', async ({ page, makeUser }) => {
    const admin = await makeUser('admin');
    await signInViaUi(page, admin.email, admin.password);
    await expectToast(page, AUTH_MESSAGES.signedInTitle);
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  });

  test('the seeded demo accounts sign in to their areas', async ({ browser }) => {
    const expected: Array<[string, string]> = [
      [DEMO_ACCOUNTS.user, '/dashboard'],
      [DEMO_ACCOUNTS.agent, '/agent-dashboard'],
      [DEMO_ACCOUNTS.admin, '/admin'],
    ];
    for (const [email, path] of expected) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInViaUi(page, email, DEMO_PASSWORD);
      await expect(page, email).toHaveURL((url) => url.pathname === path);
      await context.close();
    }
  });

  test('/login opens the same screen on the Sign In tab', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(signInPanel(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

test.describe('validation and errors', () => {
  test('signing up with a taken e-mail looks like a fresh sign-up and mails the owner', async ({ page, makeUser }) => {
    const owner = await makeUser('user');
    await page.goto('/auth?tab=signup');
    const panel = signUpPanel(page);
    await panel.getByLabel('Full Name').fill('Someone Else');
    await panel.getByLabel('Email').fill(owner.email);
    await panel.getByLabel('Password', { exact: true }).fill('another-secret');
    await panel.getByLabel('Confirm Password').fill('another-secret');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, AUTH_MESSAGES.signUpSuccessTitle, AUTH_MESSAGES.signUpSuccessDescription);
    await expect(page).toHaveURL((url) => url.pathname === '/auth');

    await page.goto('/dev/mailbox');
    await expect(page.getByRole('article').filter({ hasText: owner.email })).toHaveCount(2);
    // The owner's password still works; the stranger's does not.
    await signInViaUi(page, owner.email, 'another-secret');
    await expectToast(page, AUTH_MESSAGES.signInErrorTitle);
  });

  test('sign-up shows the spec messages for short name, bad e-mail and short passwords', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const panel = signUpPanel(page);
    await panel.getByLabel('Full Name').fill('Al');
    await panel.getByLabel('Email').fill('not-an-email');
    await panel.getByLabel('Password', { exact: true }).fill('12345');
    await panel.getByLabel('Confirm Password').fill('123');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(panel.getByText(VALIDATION_MESSAGES.fullName, { exact: true })).toBeVisible();
    await expect(panel.getByText(VALIDATION_MESSAGES.email, { exact: true })).toBeVisible();
    await expect(panel.getByText(VALIDATION_MESSAGES.password, { exact: true })).toBeVisible();
    await expect(panel.getByText(VALIDATION_MESSAGES.confirmPassword, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/tab=signup/);
  });

  test('sign-up says "Passwords don\'t match" on Confirm Password', async ({ page }) => {
    const user = newUserData();
    await page.goto('/auth?tab=signup');
    const panel = signUpPanel(page);
    await panel.getByLabel('Full Name').fill(user.name);
    await panel.getByLabel('Email').fill(user.email);
    await panel.getByLabel('Password', { exact: true }).fill('secret-one');
    await panel.getByLabel('Confirm Password').fill('secret-two');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(panel.getByText(VALIDATION_MESSAGES.passwordsDontMatch, { exact: true })).toBeVisible();
    await expect(panel.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sign-in shows the spec messages for a bad e-mail and a short password', async ({ page }) => {
    await page.goto('/auth');
    const panel = signInPanel(page);
    await panel.getByLabel('Email').fill('not-an-email');
    await panel.getByLabel('Password', { exact: true }).fill('123');
    await panel.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(panel.getByText(VALIDATION_MESSAGES.email, { exact: true })).toBeVisible();
    await expect(panel.getByText(VALIDATION_MESSAGES.password, { exact: true })).toBeVisible();
  });

  test('a wrong password shows "Error signing in" and stays on /auth', async ({ page, makeUser }) => {
    const user = await makeUser();
    await signInViaUi(page, user.email, `${user.password}-wrong`);
    await expectToast(page, AUTH_MESSAGES.signInErrorTitle);
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(signInPanel(page).getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });
});
