import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from '../fixtures';

/**
 * Every page load first asks whether someone is signed in. index.html asks it with a preload, so
 * the answer travels while the app's code downloads; the app's probe then takes that answer
 * instead of asking again.
 */
test.describe('the session question on a page load', () => {
  /**
   * Holds the app's entry script until the session has been asked for (at most 5 s), and tells
   * whether it was asked while the script was held back. Counts the asks.
   */
  async function watchSessionAsks(page: Page) {
    const asks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/get-session') {
        asks.push(request.url());
      }
    });
    const seen = { beforeTheCode: false };
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      const deadline = Date.now() + 5_000;
      while (asks.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      seen.beforeTheCode = asks.length > 0;
      await route.continue();
    });
    return { asks, seen };
  }

  test('signed in: asked before the code arrives, and asked once — the dashboard greets the client', async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('user', { name: 'Preload Client' }));
    const { asks, seen } = await watchSessionAsks(page);
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Preload Client!' })).toBeVisible();
    expect(seen.beforeTheCode).toBe(true);
    expect(asks).toHaveLength(1);
  });

  test('signed out, on a page painted from its HTML: asked once, and the sign-in form works from that answer', async ({
    page,
  }) => {
    const { asks, seen } = await watchSessionAsks(page);
    await page.goto('/auth');
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toBeEditable();
    expect(seen.beforeTheCode).toBe(true);
    expect(asks).toHaveLength(1);
  });

  test("signed in as an admin: who they are, the server's word on the role and the dashboard's figures travel with the page's HTML, asked once each", async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('admin'));
    const asks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/me' || pathname === '/api/auth/validate' || pathname === '/api/admin/dashboard') {
        asks.push(pathname);
      }
    });
    // The app's entry script is held until all three have been asked (at most 5 s): only the HTML can ask them meanwhile.
    const askedBeforeTheCode: string[] = [];
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      const deadline = Date.now() + 5_000;
      while (asks.length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      askedBeforeTheCode.push(...asks);
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible({ timeout: 20_000 });
    expect(askedBeforeTheCode.sort()).toEqual(['/api/admin/dashboard', '/api/auth/validate', '/api/me']);
    // The app took those answers instead of asking again.
    expect(asks.sort()).toEqual(['/api/admin/dashboard', '/api/auth/validate', '/api/me']);
  });

  test("signed in: the access token is a plain request — better-auth's browser client is not downloaded to open a page", async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('user', { name: 'Token Client' }));
    const scripts: string[] = [];
    const tokenAsks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
        scripts.push(pathname);
      }
      if (pathname === '/api/auth/token') {
        tokenAsks.push(pathname);
      }
    });
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Token Client!' })).toBeVisible();
    // The dashboard's data, asked for with the token: a new client has no requests yet.
    await expect(page.getByText('No valuation requests yet')).toBeVisible();
    await expect.poll(() => tokenAsks.length).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/auth-client-[^/]+\.js$/.test(script))).toEqual([]);
  });
});
