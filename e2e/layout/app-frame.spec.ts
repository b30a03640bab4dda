import { PHONE, expect, holdAppCode, signInViaApi, test } from '../fixtures';

/**
 * Every page without a first screen of its own arrives with the app's frame in its HTML (the
 * navigation bar, a spinner where the page goes, the footer), painted as soon as the stylesheet is
 * there: on a slow phone connection the valuer sees the app at once, not a blank screen while
 * its code downloads. The live app then takes its place.
 */
test.describe("the app's frame while a page's code loads", () => {
  test.use(PHONE);

  test('an agent opening their queue on a phone sees the frame before the code has run, then the page itself', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('agent', { name: 'Frame Valuer' }));
    const release = await holdAppCode(page);
    await page.goto('/agent-dashboard', { waitUntil: 'commit' });
    const frame = page.locator('[data-shell="frame"]');
    // A picture, not a page: visible, but hidden from assistive technology and not usable.
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame).toHaveAttribute('inert', '');
    await expect(frame.getByText('Thamani', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
