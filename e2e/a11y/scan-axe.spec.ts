/**
 * /scan in the light and the dark theme on a phone passes axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * before a photo, with a photo and its four corner handles, a straightened page in black and
 * white, and a page in the strip.
 */
import { createRequestViaApi, expect, newApiSession, signInViaApi, test } from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';
import { scanPhoto } from '../scan/scan-photo';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`scan (${theme}): the screen before and after a photo has no WCAG A/AA violation`, async ({ browser, makeUser, playwright }) => {
    test.setTimeout(180_000);
    const client = await makeUser('user');
    const api = await newApiSession(playwright, client);
    const request = await createRequestViaApi(api);
    await api.dispose();
    const photo = await scanPhoto();
    const context = await themedContext(browser, theme);
    await signInViaApi(context, client);
    const page = await context.newPage();
    await page.setViewportSize(PHONE.viewport);
    const walk = new A11yWalk(page, theme);

    await walk.visit('/scan', (p) => p.getByRole('heading', { level: 1, name: 'Scan a document' }), 'before a photo (request to choose)');
    await walk.check('before a photo (request given)', async () => {
      await page.goto(`/scan?request=${request.id}`);
      await expect(page.getByText(request.property?.title ?? '')).toBeVisible({ timeout: 30_000 });
    });
    await walk.check('a photo with its corners', async () => {
      await page.getByLabel('Photo of the page').setInputFiles({ name: 'page.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByRole('button', { name: 'Top-left corner' })).toBeVisible({ timeout: 20_000 });
    });
    await walk.check('the straightened page in black and white', async () => {
      await page.getByRole('button', { name: 'Straighten' }).click();
      await expect(page.getByRole('img', { name: 'The straightened page' })).toBeVisible({ timeout: 20_000 });
      await page.getByLabel('Black and white').check();
      await expect(page.getByRole('status')).toHaveText('Black and white.', { timeout: 20_000 });
    });
    await walk.check('a page in the strip', async () => {
      await page.getByRole('button', { name: 'Add page' }).click();
      await expect(page.getByRole('img', { name: 'Page 1' })).toBeVisible();
    });
    await context.close();
    walk.assertClean();
  });
}
