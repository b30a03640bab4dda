/**
 * /admin/requests in the light and the dark theme passes axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * the filtered table with an overdue-free list of one valuer's requests, the empty result, the
 * dates-out-of-order message, and the phone cards; and the valuer's own "Your valuer details"
 * card with its read-only practising certificate.
 */
import type { Page } from '@playwright/test';
import { createRequestViaApi, expect, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';
import { A11yWalk, type Theme, themedContext, waitForRendered } from './a11y-helpers';

/** A fresh session's first page loads the app and its chunk: slow on a busy machine. */
const FIRST_LOAD = { timeout: 45_000 };

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`admin requests (${theme}): the list, its filters and the phone cards have no WCAG A/AA violation`, async ({
    browser,
    playwright,
    makeUser,
  }) => {
    test.setTimeout(180_000);
    const [client, valuer, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
    const [clientApi, valuerApi, adminApi] = await Promise.all([
      newApiSession(playwright, client),
      newApiSession(playwright, valuer),
      newApiSession(playwright, admin),
    ]);
    const valuerId = ((await (await valuerApi.get('/api/me')).json()) as { profile: { id: string } }).profile.id;
    for (const title of [uniqueTitle('Axe Nyali villa'), uniqueTitle('Axe Nyali flat')]) {
      const request = await createRequestViaApi(clientApi, { title, county: 'Mombasa', town: 'Nyali' });
      const assigned = await adminApi.post(`/api/requests/${request.id}/assign`, { data: { agentId: valuerId } });
      expect(assigned.status()).toBe(200);
    }

    const context = await themedContext(browser, theme);
    await signInViaApi(context, admin);
    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);
    const table = (p: Page) => p.getByRole('region', { name: 'Requests, newest received first' });
    await page.goto(`/admin/requests?status=open&valuerId=${valuerId}`);
    await expect(table(page)).toBeVisible(FIRST_LOAD);
    await walk.check('one valuer’s open requests', () => waitForRendered(page, theme, table(page)));
    await walk.check('no request matches', async () => {
      await page.getByLabel('County').selectOption('Turkana');
      await expect(page.getByText('No request matches these filters')).toBeVisible();
    });
    await walk.check('dates out of order', async () => {
      await page.getByLabel('Received from').fill('2030-03-05');
      await page.getByLabel('Received to').fill('2030-03-01');
      await expect(page.getByRole('alert').filter({ hasText: 'The start date must be on or before' })).toBeVisible();
    });
    await walk.check('phone cards', async () => {
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByLabel('Valuer').selectOption(valuerId);
      await expect(page.getByRole('list', { name: 'Requests' }).getByRole('listitem')).toHaveCount(2);
    });
    await context.close();

    const valuerContext = await themedContext(browser, theme);
    await signInViaApi(valuerContext, valuer);
    const valuerPage = await valuerContext.newPage();
    const valuerWalk = new A11yWalk(valuerPage, theme);
    const certificate = valuerPage.getByRole('heading', { name: /Practising certificate/ });
    await valuerPage.goto('/agent-dashboard/reports/drafts');
    await expect(certificate).toBeVisible(FIRST_LOAD);
    await valuerWalk.check('your valuer details with the certificate', () =>
      waitForRendered(valuerPage, theme, certificate),
    );
    await valuerContext.close();
    await Promise.all([clientApi.dispose(), valuerApi.dispose(), adminApi.dispose()]);

    walk.assertClean();
    valuerWalk.assertClean();
  });
}
