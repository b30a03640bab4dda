import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, PHONE, signInPanel, signInViaUi, test } from '../fixtures';
import type { Page, Route } from '@playwright/test';

/**
 * `/` and `/auth` arrive with their first screen in the HTML: it is painted before the app's code
 * has loaded, as an inert picture, and the live app takes its place once the code is there.
 */
test.use({ ...PHONE });

/** Holds every JS chunk of the app until `release()`: what a phone sees while the code is still on its way. */
async function holdAppCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('the home page shows its heading before its code arrives, then works as usual', async ({ page }) => {
  const code = await holdAppCode(page);
  // Not waiting for the load event: it waits for the code being held.
  await page.goto('/', { waitUntil: 'commit' });
  // Painted from the HTML alone, with no JS run: readable, but nothing in it can be used yet.
  await expect(page.getByText('Professional Property Valuations Across Kenya', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Valuation' })).toHaveCount(0);

  await code.release();
  const request = page.getByRole('link', { name: 'Request Valuation' });
  await expect(request).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Property Valuations Across Kenya' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Quick Property Estimate' })).toBeVisible();
  // Keyboard first: the skip link is the first stop, and it reaches the live page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await request.click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
});

test('/auth shows its heading at once, then the sign-in form; a demo client signs in', async ({ page }) => {
  const code = await holdAppCode(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByText('Welcome to Thamani', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await code.release();
  await expect(page.getByRole('heading', { name: 'Welcome to Thamani' })).toBeVisible();
  await signInViaUi(page, DEMO_ACCOUNTS.user, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in visitor of /auth gets the "signed in" panel, not the form', async ({ page }) => {
  await signInViaUi(page, DEMO_ACCOUNTS.user, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(signInPanel(page)).toHaveCount(0);
});

test("only the exact page gets its first screen: a query string or another page gets the app's frame", async ({ request }) => {
  const html = async (url: string) => (await request.get(url)).text();
  expect(await html('/')).toContain('Professional Property Valuations Across Kenya');
  expect(await html('/auth')).toContain('Welcome to Thamani');
  for (const url of ['/auth?tab=signup', '/my-requests', '/no-such-page']) {
    const page = await html(url);
    expect(page, url).toContain('<div id="root"><div data-shell="frame" inert aria-hidden="true">');
    expect(page, url).not.toMatch(/Professional Property Valuations Across Kenya|Welcome to Thamani/);
  }
});
