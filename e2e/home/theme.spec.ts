import type { Page } from '@playwright/test';
import { expect, navBar, test } from '../fixtures';

const html = (page: Page) => page.locator('html');
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const themeToggle = (page: Page) => navBar(page).getByRole('button', { name: /theme|dark mode|light mode/i });

test.describe('light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches dark on and off, saves it and keeps it across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBeNull();

    await themeToggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await themeToggle(page).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe('light');

    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('with nothing saved the page starts dark', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBeNull();
  });

  test('a saved light choice wins over the system preference', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
    });
    await page.goto('/');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});
