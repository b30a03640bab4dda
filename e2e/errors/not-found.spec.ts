import { NOT_FOUND_MESSAGES } from '@thamani/domain/messages';
import { expect, linkOrButton, test } from '../fixtures';

test('an unknown path shows the 404 page, logs the path and returns home', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title })).toBeVisible();
  await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true);

  await linkOrButton(page.getByRole('main'), NOT_FOUND_MESSAGES.returnHome).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title })).toHaveCount(0);
});

test('a nested unknown path gets the same page', async ({ page }) => {
  await page.goto('/does/not/exist/here');
  await expect(page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title })).toBeVisible();
});
