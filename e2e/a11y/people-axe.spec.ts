/**
 * /admin/users and /admin/users/:userId in the light and the dark theme pass axe's WCAG 2.0/2.1/2.2
 * A and AA rules: the filtered list, the empty result, a valuer's page with the role-change and
 * deactivate dialogs open, a field message, and a deactivated account. Both pages fit a 360 px phone.
 */
import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from '../fixtures';
import { FitWalk, PHONE } from '../layout/phone-fit-helpers';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name });

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`people (${theme}): the list, a person and their dialogs have no WCAG A/AA violation`, async ({ browser, makeUser }) => {
    test.setTimeout(180_000);
    const [admin, valuer, client] = await Promise.all([makeUser('admin'), makeUser('agent'), makeUser('user')]);
    const context = await themedContext(browser, theme);
    await signInViaApi(context, admin);
    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);
    const found = page.getByRole('list', { name: 'People found' }).getByRole('listitem');

    await walk.visit(`/admin/users?q=${encodeURIComponent(valuer.email)}`, h1('People'), 'one valuer found');
    await walk.check('nobody matches', async () => {
      await page.getByLabel('Name or e-mail').fill('nobody-at-all-here');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('Nobody matches this search')).toBeVisible();
    });
    await walk.check('a valuer’s page', async () => {
      await page.getByLabel('Name or e-mail').fill(valuer.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await found.getByRole('link', { name: valuer.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: valuer.name })).toBeVisible();
    });
    await walk.check('a field message', async () => {
      await page.getByLabel('Practising certificate year').fill('1900');
      await page.getByRole('button', { name: 'Save valuer details' }).click();
      await expect(page.getByText(/from 1990 to/)).toBeVisible();
    });
    await walk.check('the role-change dialog', async () => {
      await page.getByLabel('New role').selectOption({ label: 'Admin' });
      await page.getByRole('button', { name: 'Change role' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await walk.check('the deactivate dialog with its message', async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Deactivate account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    });
    await walk.check('a deactivated client', async () => {
      await page.keyboard.press('Escape');
      const off = await context.request.get(`/api/admin/users?q=${encodeURIComponent(client.email)}`);
      const userId = ((await off.json()) as { items: { userId: string }[] }).items[0]?.userId ?? '';
      const done = await context.request.post(`/api/admin/users/${userId}/deactivate`, { data: { reason: 'Axe check' } });
      expect(done.status()).toBe(200);
      await page.goto(`/admin/users/${userId}`);
      // A full page load: the app and the session check come first (slow on a busy machine).
      await expect(page.getByRole('button', { name: 'Reactivate account' })).toBeVisible({ timeout: 30_000 });
    });
    await context.close();
    walk.assertClean();
  });
}

test('people pages fit a 360 px phone', async ({ browser, makeUser }) => {
  test.setTimeout(90_000);
  const [admin, valuer] = await Promise.all([makeUser('admin'), makeUser('agent')]);
  const context = await browser.newContext(PHONE);
  await signInViaApi(context, admin);
  const page = await context.newPage();
  const walk = new FitWalk(page);
  await walk.visit(`/admin/users?q=${encodeURIComponent(valuer.email)}`, h1('People'), '/admin/users');
  await walk.check('/admin/users/:userId', async () => {
    await page.getByRole('list', { name: 'People found' }).getByRole('listitem').getByRole('link', { name: valuer.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: valuer.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Save valuer details' })).toBeVisible();
  });
  await context.close();
  walk.assertFits();
});
