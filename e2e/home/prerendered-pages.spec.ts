import type { Page } from '@playwright/test';
import { ESTIMATE_DELAY_MS } from '@thamani/domain/estimate';
import { accountMenuButton, expect, navBar, signInPanel, signInViaApi, test } from '../fixtures';

/*
 * `/` and `/auth` arrive with their markup pre-rendered at build time and are hydrated. A
 * hydration mismatch makes React log an error and render the page again; whatever the visitor
 * (signed out or in, light or dark theme) the page must hydrate without one and then work.
 */

/** The page's console errors and uncaught errors (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      errors.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Opens a page and checks the server sent it with its markup, not an empty root. */
async function openPrerendered(page: Page, path: string, text: string): Promise<void> {
  const response = await page.goto(path);
  expect(await response?.text(), `${path} as sent`).toContain(text);
}

async function estimate(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Quick Property Estimate' });
  await section.getByLabel(/location/i).fill('Westlands, Nairobi');
  await section.getByLabel(/property type/i).click();
  await page.getByRole('option', { name: 'Residential' }).click();
  await section.getByLabel(/size/i).fill('500');
  await section.getByRole('button', { name: 'Get Instant Estimate' }).click();
  await expect(section.getByText('KSh 825,000', { exact: true })).toBeVisible({ timeout: ESTIMATE_DELAY_MS + 5_000 });
}

test('the session answering before the page code has loaded leaves its markup in place (no spinner in between)', async ({ page }) => {
  const errors = collectErrors(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const sessionAnswered = page.waitForResponse((response) => response.url().includes('/api/auth/get-session'));
  await openPrerendered(page, '/', 'Professional Property Valuations Across Kenya');
  await sessionAnswered;
  // Time for React to act on the answer.
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: 'Professional Property Valuations Across Kenya' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  release();
  await expect(navBar(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await estimate(page);
  expect(errors).toEqual([]);
});

test("the estimator's fields wait for its code (nothing typed before it would be lost), then work", async ({ page }) => {
  const errors = collectErrors(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/quick-estimate-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openPrerendered(page, '/', 'Quick Property Estimate');
  const section = page.getByRole('region', { name: 'Quick Property Estimate' });
  await expect(section.getByLabel(/location/i)).toBeDisabled();
  await expect(section.getByLabel(/size/i)).toBeDisabled();
  await expect(section.getByLabel(/property type/i)).toBeDisabled();
  release();
  await section.getByLabel(/location/i).fill('Westlands, Nairobi');
  await section.getByLabel(/size/i).fill('500');
  await section.getByLabel(/property type/i).click();
  await page.getByRole('option', { name: 'Residential' }).click();
  await section.getByRole('button', { name: 'Get Instant Estimate' }).click();
  await expect(section.getByText('KSh 825,000', { exact: true })).toBeVisible({ timeout: ESTIMATE_DELAY_MS + 5_000 });
  expect(errors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`pre-rendered pages, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('signed out: the home page hydrates without errors and its estimator works', async ({ page }) => {
      const errors = collectErrors(page);
      await openPrerendered(page, '/', 'Professional Property Valuations Across Kenya');
      await expect(navBar(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      await estimate(page);
      expect(errors).toEqual([]);
    });

    test('signed out: /auth hydrates without errors and the sign-in form signs in', async ({ page, makeUser }) => {
      const user = await makeUser();
      const errors = collectErrors(page);
      await openPrerendered(page, '/auth', 'Welcome to Thamani');
      await expect(navBar(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      const panel = signInPanel(page);
      await panel.getByLabel('Email').fill(user.email);
      await panel.getByLabel('Password', { exact: true }).fill(user.password);
      await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(accountMenuButton(page, user.name)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('signed in: both pages hydrate without errors, then show the signed-in navigation', async ({ page, context, makeUser }) => {
      const user = await makeUser();
      await signInViaApi(context, user);
      const errors = collectErrors(page);
      await openPrerendered(page, '/', 'Professional Property Valuations Across Kenya');
      await expect(accountMenuButton(page, user.name)).toBeVisible();
      await estimate(page);
      await openPrerendered(page, '/auth', 'Welcome to Thamani');
      await expect(page.getByRole('heading', { name: /signed in/i })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
