import type { Page } from '@playwright/test';
import { GUARD_MESSAGES, SESSION_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, navBar, signInViaApi, test, toasts } from '../fixtures';

const path = (page: Page) => new URL(page.url()).pathname;

/** The guarded page rendered: its main area shows a heading and no access-denied toast. */
async function expectOpened(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page, `${pathname} stays open`).toHaveURL((url) => url.pathname === pathname);
  await expect(toasts(page).getByText(GUARD_MESSAGES.accessDeniedTitle)).toHaveCount(0);
}

test.describe('signed out', () => {
  for (const pathname of ['/dashboard', '/client-dashboard', '/agent-dashboard', '/admin']) {
    test(`${pathname} asks to sign in and goes to /auth`, async ({ page }) => {
      await page.goto(pathname);
      await expectToast(page, GUARD_MESSAGES.signInRequired);
      await expect(page).toHaveURL((url) => url.pathname === '/auth');
    });
  }
});

test.describe('client (role user)', () => {
  test.beforeEach(async ({ context, makeUser }) => {
    await signInViaApi(context, await makeUser('user'));
  });

  test('is turned away from the agent area', async ({ page }) => {
    await page.goto('/agent-dashboard');
    await expectToast(page, GUARD_MESSAGES.accessDeniedTitle, GUARD_MESSAGES.agentRequired);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('is turned away from /inspections', async ({ page }) => {
    await page.goto('/inspections');
    await expectToast(page, GUARD_MESSAGES.accessDeniedTitle, GUARD_MESSAGES.agentRequired);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('is turned away from the admin area', async ({ page }) => {
    await page.goto('/admin');
    await expectToast(page, GUARD_MESSAGES.accessDeniedTitle, GUARD_MESSAGES.adminRequired);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('opens /dashboard and /client-dashboard', async ({ page }) => {
    for (const pathname of ['/dashboard', '/client-dashboard']) {
      await page.goto(pathname);
      await expect(page.getByRole('heading', { name: /^Welcome back, .+!$/ })).toBeVisible();
      expect(path(page)).toBe(pathname);
    }
  });
});

test.describe('agent', () => {
  test.beforeEach(async ({ context, makeUser }) => {
    await signInViaApi(context, await makeUser('agent'));
  });

  test('opens the agent area and inspections', async ({ page }) => {
    await expectOpened(page, '/agent-dashboard');
    await expectOpened(page, '/inspections');
  });

  test('is turned away from the admin area', async ({ page }) => {
    await page.goto('/admin');
    await expectToast(page, GUARD_MESSAGES.accessDeniedTitle, GUARD_MESSAGES.adminRequired);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('/dashboard redirects to /agent-dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard');
  });
});

test.describe('admin', () => {
  test.beforeEach(async ({ context, makeUser }) => {
    await signInViaApi(context, await makeUser('admin'));
  });

  test('opens the admin area and the agent area', async ({ page }) => {
    await expectOpened(page, '/admin');
    await expectOpened(page, '/agent-dashboard');
  });

  test('/dashboard redirects to /admin', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  });
});

test.describe('admin whose session the server does not confirm as admin', () => {
  test.beforeEach(async ({ context, makeUser }) => {
    await signInViaApi(context, await makeUser('admin'));
  });

  test('is denied, sent home and signed out after 2 s', async ({ page, context }) => {
    // Stand in for a stale or tampered session: the server's validation answers "user".
    await page.route('**/api/auth/validate', (route) => route.fulfill({ json: { role: 'user' } }));
    await page.goto('/admin');
    await expectToast(page, GUARD_MESSAGES.accessDeniedTitle, GUARD_MESSAGES.sessionLacksAdmin);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(navBar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible({ timeout: 10_000 });
    expect((await context.request.get('/api/me')).status()).toBe(401);
  });

  test('a failed permissions check says so and sends the user home', async ({ page }) => {
    await page.route('**/api/auth/validate', (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Service unavailable' } }),
    );
    await page.goto('/admin');
    await expectToast(page, SESSION_MESSAGES.permissionsCheckFailedTitle, SESSION_MESSAGES.permissionsCheckFailedDescription);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
