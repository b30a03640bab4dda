import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createUser, expect, signInViaApi, test } from '../fixtures';

type Theme = 'light' | 'dark';

/** A fresh context with the theme saved, as @axe-core/playwright needs (browser.newContext()). */
async function themedContext(browser: Browser, theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({ colorScheme: theme, reducedMotion: 'reduce' });
  await context.addInitScript((value) => {
    localStorage.setItem('theme', value);
  }, theme);
  return context;
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `${label}: serious/critical axe violations`).toEqual([]);
}

const publicPages: Array<[path: string, ready: (page: Page) => Promise<void>]> = [
  ['/', (page) => expect(page.getByRole('button', { name: 'Get Instant Estimate' })).toBeVisible()],
  ['/auth', (page) => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible()],
  ['/auth?tab=signup', (page) => expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible()],
  ['/valuation', (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()],
  ['/no-such-page', (page) => expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()],
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const [path, ready] of publicPages) {
      test(`${path} has no serious or critical violations`, async ({ browser }) => {
        const context = await themedContext(browser, theme);
        try {
          const page = await context.newPage();
          await page.goto(path);
          await ready(page);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expectNoSeriousViolations(page, `${path} (${theme})`);
        } finally {
          await context.close();
        }
      });
    }

    test('/dashboard (signed in) has no serious or critical violations', async ({ browser, request }) => {
      const user = await createUser(request, 'user');
      const context = await themedContext(browser, theme);
      try {
        await signInViaApi(context, user);
        const page = await context.newPage();
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
        await expectNoSeriousViolations(page, `/dashboard overview (${theme})`);
        await page.getByRole('tab', { name: 'Notifications' }).click();
        await expect(page.getByText('No new notifications')).toBeVisible();
        await expectNoSeriousViolations(page, `/dashboard notifications (${theme})`);
      } finally {
        await context.close();
      }
    });
  });
}
