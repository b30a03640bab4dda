import { expect, holdAppCode, signInViaApi, test } from '../fixtures';

/**
 * A signed-in client opening their dashboard is greeted by name in the page's HTML: the greeting
 * is painted before the app's code has arrived, and it stays on screen while the app takes over
 * and checks the session, until the dashboard itself replaces it.
 */
test.describe('the dashboard greeting painted by the server', () => {
  test('a client sees "Welcome back, {name}!" before the code has run, and it never leaves the screen', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('user', { name: 'Greeted Client' }));
    // Watches the whole load: once the greeting is in the page, it must stay in it.
    await page.addInitScript(() => {
      const state = { seen: false, lost: false };
      (window as unknown as { greeting: typeof state }).greeting = state;
      new MutationObserver(() => {
        const shown = document.body?.textContent?.includes('Welcome back, Greeted Client!') ?? false;
        state.lost ||= state.seen && !shown;
        state.seen ||= shown;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const release = await holdAppCode(page);

    await page.goto('/client-dashboard', { waitUntil: 'commit' });
    const greeting = page.locator('[data-shell="greeting"]');
    await expect(greeting).toBeVisible();
    // A picture, not the page: hidden from assistive technology until the app has taken over.
    await expect(greeting).toHaveAttribute('aria-hidden', 'true');
    await expect(greeting.getByText('Welcome back, Greeted Client!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Greeted Client!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(greeting).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { greeting: { seen: boolean; lost: boolean } }).greeting)).toEqual({
      seen: true,
      lost: false,
    });
  });

  test('a visitor without a session gets no greeting and is sent to sign in', async ({ page }) => {
    await page.goto('/client-dashboard');
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await expect(page.getByText(/Welcome back,/)).toHaveCount(0);
  });
});
