/**
 * The admin dashboard in the light and the dark theme passes axe's WCAG 2.0/2.1/2.2 A and AA
 * rules: the figures with both charts drawn, the chart tables opened, a range with nothing in it,
 * a reversed range's message; and at 360 px it fits the screen with its charts.
 */
import type { Page } from '@playwright/test';
import { acceptRequestViaApi, createRequestViaApi, expect, newApiSession, signInViaApi, test } from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

const chartsDrawn = (p: Page) => p.locator('.uplot canvas').nth(1);

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`admin dashboard (${theme}): no WCAG A/AA violation, and it fits a phone`, async ({
    browser,
    playwright,
    makeUser,
  }) => {
    test.setTimeout(240_000);
    const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
    const clientApi = await newApiSession(playwright, client);
    const agentApi = await newApiSession(playwright, agent);
    const request = await createRequestViaApi(clientApi, { county: 'Turkana', town: 'Lodwar' });
    await acceptRequestViaApi(agentApi, request.id);
    await Promise.all([clientApi.dispose(), agentApi.dispose()]);

    const context = await themedContext(browser, theme);
    await signInViaApi(context, admin);
    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);
    // The first load brings the bundle, the session, the page, its figures and then the chart
    // library: on a busy machine that takes longer than the walk's own wait.
    await page.goto('/admin');
    await expect(chartsDrawn(page)).toBeAttached({ timeout: 60_000 });
    await walk.visit('/admin', chartsDrawn, 'dashboard');
    await walk.check('dashboard: both chart tables open', async () => {
      for (const name of ['Turnaround by week', 'Requests by county']) {
        await page.getByRole('region', { name }).getByText('Show as table').click();
      }
      await expect(page.getByRole('table', { name: 'Median turnaround per week' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Requests received by county' })).toBeVisible();
    });
    await walk.visit('/admin?from=2001-01-01&to=2001-01-31', (p) => p.locator('.uplot canvas').first(), 'dashboard: a range with nothing in it');
    await walk.visit('/admin?from=2030-02-20&to=2030-02-10', (p) => p.getByRole('alert'), 'dashboard: reversed range');
    await context.close();
    walk.assertClean();

    // At 360 px with the charts drawn, nothing sticks out sideways.
    const phone = await browser.newContext({ ...PHONE, colorScheme: theme });
    await signInViaApi(phone, admin);
    const phonePage = await phone.newPage();
    await phonePage.goto('/admin');
    await expect(chartsDrawn(phonePage)).toBeAttached({ timeout: 60_000 });
    await phonePage.getByRole('region', { name: 'Requests by county' }).getByText('Show as table').click();
    const widths = await phonePage.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(360);
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await phone.close();
  });
}
