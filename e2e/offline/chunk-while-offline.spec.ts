/**
 * A valuer loses signal while a part of the app is still arriving (here the chat launcher's
 * unread badge, fetched once the browser is idle after sign-in). The page must stay as it is, and
 * the part is fetched again when the connection returns — before, the failed chunk replaced the
 * whole app with "Something went wrong" (seen with the two-phones inspection spec).
 */
import { expect, PHONE, signInViaApi, test } from '../fixtures';

test.use({ ...PHONE });

test('a chunk that fails while offline is fetched again when the connection returns; the page stays', async ({ page, context, makeUser }) => {
  const agent = await makeUser('agent');
  await signInViaApi(context, agent);

  let attempts = 0;
  let failFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (failFirst = resolve));
  await page.route('**/assets/unread-badge-*.js', async (route) => {
    attempts += 1;
    if (attempts === 1) {
      // Held until the phone is offline, then lost like any request on a dropped connection.
      await firstHeld;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });

  await page.goto('/inspections');
  const heading = page.getByRole('heading', { level: 1, name: 'Inspections' });
  await expect(heading).toBeVisible();
  await expect.poll(() => attempts, { timeout: 15_000 }).toBe(1);

  await context.setOffline(true);
  failFirst();
  await expect(page.getByRole('button', { name: /^Open chat/ })).toBeVisible();
  await expect(heading).toBeVisible();
  expect(attempts).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => attempts, { timeout: 15_000 }).toBe(2);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open chat/ })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
