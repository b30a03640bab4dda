import { PHONE, expect, holdAppCode, signInViaApi, test } from '../fixtures';

/**
 * Every page without a first screen of its own arrives with the app's frame in its HTML (the
 * navigation bar, a spinner where the page goes, the footer), painted as soon as the stylesheet is
 * there: on a slow phone connection the valuer sees the app at once, not a blank screen while
 * its code downloads. The live app then takes its place.
 */
test.describe("the app's frame while a page's code loads", () => {
  test.use(PHONE);

  test('an agent following a link to their dashboard on a phone sees the frame before the code has run, then the page itself', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('agent', { name: 'Frame Valuer' }));
    const release = await holdAppCode(page);
    // With a query string (a link from a text message): no painted page is sent for it, only the frame.
    await page.goto('/agent-dashboard?from=sms', { waitUntil: 'commit' });
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

  test('a client opening My Requests on a phone sees the page painted before the code has run, and it stays put until the live page takes over', async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('user', { name: 'Painted Client' }));
    // Counts the animation frames, from the first with the page's heading on screen, in which it was not.
    await page.addInitScript(() => {
      const watch = { seen: false, gaps: 0 };
      (window as unknown as { headingWatch: typeof watch }).headingWatch = watch;
      const look = () => {
        const shown = [...document.querySelectorAll('main h1')].some((h1) => h1.textContent === 'My Requests');
        watch.seen ||= shown;
        if (watch.seen && !shown) {
          watch.gaps += 1;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const release = await holdAppCode(page);
    await page.goto('/my-requests', { waitUntil: 'commit' });
    const painted = page.locator('[data-shell="signed-in"]');
    // A picture of the page for a signed-in client: its header and filter, placeholders where the requests go.
    await expect(painted.getByText('My Requests', { exact: true })).toBeVisible();
    await expect(painted.getByText('Every valuation you have requested, newest first, with its current status.')).toBeVisible();
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(painted).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
    await expect(page.getByText('No valuation requests yet')).toBeVisible();
    await expect(painted).toHaveCount(0);
    const watch = await page.evaluate(() => (window as unknown as { headingWatch: { seen: boolean; gaps: number } }).headingWatch);
    expect(watch).toEqual({ seen: true, gaps: 0 });
  });
});
