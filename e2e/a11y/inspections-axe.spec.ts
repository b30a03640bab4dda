/**
 * The inspection pages in the light and the dark theme pass axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * the list at phone width, the checklist with a photo, an error (a file the server refuses), the
 * offline status line, the missing-items list, and an admin's list with the valuer filter.
 */
import type { InspectionDetail } from '@thamani/domain/inspections';
import sharp from 'sharp';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  newApiSession,
  nextWeekdayYmd,
  signInViaApi,
  test,
} from '../fixtures';
import { A11yWalk, themedContext, waitForRendered } from './a11y-helpers';

for (const theme of ['light', 'dark'] as const) {
  test(`inspections (${theme}): list, checklist, offline status, missing items and errors have no WCAG A/AA violation`, async ({
    browser,
    playwright,
    makeUser,
  }) => {
    test.setTimeout(120_000);
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const clientApi = await newApiSession(playwright, client);
    const agentApi = await newApiSession(playwright, agent);
    const request = await createRequestViaApi(clientApi, { county: 'Laikipia' });
    await acceptRequestViaApi(agentApi, request.id);
    const visit = await agentApi.post('/api/visits', {
      data: {
        requestId: request.id,
        propertyId: request.property?.id ?? '',
        date: nextWeekdayYmd(2),
        time: '11:00 AM',
      },
    });
    expect(visit.status()).toBe(201);
    const { id: visitId } = (await visit.json()) as { id: string };
    const started = await agentApi.post(`/api/visits/${visitId}/inspection`);
    const { id } = (await started.json()) as InspectionDetail;

    const context = await themedContext(browser, theme);
    await signInViaApi(context, agent);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    const walk = new A11yWalk(page, theme);

    await walk.visit('/inspections', (p) => p.getByRole('heading', { level: 2, name: /^In progress/ }));
    await walk.visit(`/inspections/${id}`, (p) => p.getByTestId('save-status'));

    await walk.check('checklist with a photo and a refused file', async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Add photos of Shape (Site)' }).click();
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer();
      await (
        await chooser
      ).setFiles([
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
        { name: 'setup.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ not an image') },
      ]);
      await expect(page.getByRole('img', { name: 'photo 1 of Shape (Site)' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Some changes were not saved')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
    });

    await walk.check('offline status line', async () => {
      await context.setOffline(true);
      await page.getByRole('button', { name: /^Improvements \d+ of \d+/ }).click();
      await page.getByLabel('Walls (required)').fill('Stone');
      await page.getByLabel('Walls (required)').blur();
      await expect(page.getByTestId('save-status')).toHaveText('Offline — 1 change waiting');
    });

    await walk.check('missing items list', async () => {
      await context.setOffline(false);
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Submit inspection' }).click();
      await expect(page.getByRole('heading', { name: 'Fill in the required items before submitting.' })).toBeVisible();
    });
    await context.close();

    // An admin: everyone's list with the valuer filter.
    const adminContext = await themedContext(browser, theme);
    await signInViaApi(adminContext, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
    const adminPage = await adminContext.newPage();
    const adminWalk = new A11yWalk(adminPage, theme);
    await adminWalk.check('admin list', async () => {
      await adminPage.goto('/inspections');
      await waitForRendered(adminPage, theme, adminPage.getByLabel('Valuer'));
    });
    await adminContext.close();
    await clientApi.dispose();
    await agentApi.dispose();
    walk.assertClean();
    adminWalk.assertClean();
  });
}
