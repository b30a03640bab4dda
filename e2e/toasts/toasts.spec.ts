/**
 * Toasts are the only feedback for several outcomes, so none may be lost: not on a first page load
 * (the toaster is a lazy chunk that can arrive late, or fail once), not during a route change, not
 * across the reload after sign-out, and not off the edge of a phone. Every test gets a fresh
 * browser context (empty cache), like a first visit. Tagged @toast: CI runs them with repeats.
 */
import { devices, type Page } from '@playwright/test';
import { AUTH_MESSAGES, GUARD_MESSAGES, VALIDATION_MESSAGES, VISIT_MESSAGES } from '@thamani/domain/messages';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  expect,
  expectToast,
  newApiSession,
  openAccountMenu,
  signInViaApi,
  test,
  toasts,
} from '../fixtures';

const TOAST = { tag: '@toast' };
/** The lazily loaded toaster's chunk (app/providers/app-toaster.tsx). */
const TOASTER_CHUNK = '**/assets/app-toaster-*.js';

test(
  'sign-out: "Signed out successfully" / "You have been signed out." is on screen after the reload',
  TOAST,
  async ({ page, context, makeUser }) => {
    const user = await makeUser('user');
    await signInViaApi(context, user);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();

    const menu = await openAccountMenu(page, user.name);
    const reloaded = page.waitForEvent('load', { timeout: 5_000 });
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await reloaded;
    // Checked only after the reload: the toast raised 500 ms before it must have come along.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectToast(page, AUTH_MESSAGES.signedOutSuccessTitle, AUTH_MESSAGES.signedOutDescription);
    await expect(toasts(page).getByText(AUTH_MESSAGES.signedOutSuccessTitle, { exact: true })).toHaveCount(1);
  },
);

test(
  'first page load: a guard redirect toasts "Please sign in to access this page" on /auth',
  TOAST,
  async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expectToast(page, GUARD_MESSAGES.signInRequired);
  },
);

test('a toaster chunk that arrives late still shows the toast raised before it — once', TOAST, async ({ page }) => {
  let delayed = 0;
  await page.route(TOASTER_CHUNK, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await expectToast(page, GUARD_MESSAGES.signInRequired);
  await expect(toasts(page).getByText(GUARD_MESSAGES.signInRequired, { exact: true })).toHaveCount(1);
  expect(delayed).toBe(1);
});

test(
  'a toaster chunk whose first fetch fails is fetched again; the page and the toast survive',
  TOAST,
  async ({ page }) => {
    let attempts = 0;
    await page.route(TOASTER_CHUNK, async (route) => {
      attempts += 1;
      await (attempts === 1 ? route.abort('failed') : route.continue());
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expectToast(page, GUARD_MESSAGES.signInRequired);
    expect(attempts).toBe(2);
  },
);

test.describe('on a 360 px phone', () => {
  // Pixel 7 (touch, mobile user agent) narrowed to the smallest common width; a describe group may
  // not switch the browser type, so that entry is left out.
  const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];
  test.use({ ...pixel7, viewport: { width: 360, height: 780 } });

  /** The toast with this text is entirely inside the viewport (not under an edge). */
  async function expectToastOnScreen(page: Page, text: string): Promise<void> {
    const item = toasts(page).getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect
      .poll(async () => {
        const box = await item.boundingBox();
        const view = page.viewportSize();
        return (
          box !== null &&
          view !== null &&
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= view.width &&
          box.y + box.height <= view.height
        );
      })
      .toBe(true);
  }

  test(
    'a toast raised during a route change (/agent/schedule without a request) is fully on screen',
    TOAST,
    async ({ page, context, makeUser }) => {
      await signInViaApi(context, await makeUser('agent'));
      await page.goto('/agent/schedule');
      await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard/requests');
      await expectToastOnScreen(page, VISIT_MESSAGES.missingInfo);
    },
  );

  test(
    'Schedule Visit with no date says "Please select a date"',
    TOAST,
    async ({ page, context, makeUser, playwright }) => {
      const agent = await makeUser('agent');
      const clientApi = await newApiSession(playwright, await makeUser('user'));
      const agentApi = await newApiSession(playwright, agent);
      try {
        const created = await createRequestViaApi(clientApi, { county: 'Elgeyo-Marakwet', town: 'Iten' });
        await acceptRequestViaApi(agentApi, created.id);
        const propertyId = created.property?.id ?? '';
        expect(propertyId).not.toBe('');

        await signInViaApi(context, agent);
        await page.goto('/agent-dashboard');
        await expect(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();
        // The router's own history entry, as the queue's Schedule Visit writes it.
        await page.evaluate(
          ({ requestId, propertyId: property }) => {
            const state = { usr: { requestId, propertyId: property }, key: 'e2e-toast', idx: 1 };
            window.history.pushState(state, '', '/agent/schedule');
            window.dispatchEvent(new PopStateEvent('popstate', { state }));
          },
          { requestId: created.id, propertyId },
        );
        const form = page.getByRole('form', { name: 'Site visit' });
        await expect(form.getByRole('group', { name: 'Date' }).getByRole('grid')).toBeVisible();
        await form.getByRole('button', { name: 'Schedule Visit' }).click();
        await expect(form.getByText(VALIDATION_MESSAGES.visitDate)).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === '/agent/schedule');
      } finally {
        await clientApi.dispose();
        await agentApi.dispose();
      }
    },
  );
});
