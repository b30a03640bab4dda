/**
 * A request's page with its documents, and the preview dialog open, in the light and the dark
 * theme pass axe's WCAG 2.0/2.1/2.2 A and AA rules; so does /request with files picked.
 */
import type { Page } from '@playwright/test';
import { createRequestViaApi, expect, signInViaApi, test } from '../fixtures';
import { makePdf, PNG_BYTES } from '../documents/document-files';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name });

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`request documents (${theme}): the list, the upload form, the preview and /request's files have no WCAG A/AA violation`, async ({
    browser,
    makeUser,
  }) => {
    test.setTimeout(180_000);
    const client = await makeUser('user');
    const context = await themedContext(browser, theme);
    await signInViaApi(context, client);
    const created = await createRequestViaApi(context.request);
    for (const [name, mimeType, buffer, category] of [
      ['deed.pdf', 'application/pdf', await makePdf(2), 'title_deed'],
      ['id.png', 'image/png', PNG_BYTES, 'id_document'],
    ] as const) {
      const res = await context.request.post(`/api/requests/${created.id}/documents`, {
        multipart: { category, file: { name, mimeType, buffer } },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);
    const section = page.getByRole('region', { name: 'Documents' });

    await walk.visit(
      `/my-requests/${created.id}`,
      (p) => p.getByRole('region', { name: 'Documents' }).getByRole('list', { name: 'Documents' }),
      'request with documents',
    );
    await walk.check('the upload form with its messages', async () => {
      await section.getByRole('button', { name: 'Upload' }).click();
      await expect(section.getByLabel('Kind of document')).toHaveAttribute('aria-invalid', 'true');
    });
    await walk.check('the preview dialog on page 2', async () => {
      await section
        .getByRole('listitem')
        .filter({ hasText: 'deed.pdf' })
        .getByRole('button', { name: 'Preview' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'deed.pdf' });
      await dialog.getByRole('button', { name: 'Next page' }).click();
      await expect(dialog.getByRole('img', { name: 'Page 2 of 2 of deed.pdf' })).toBeVisible();
    });
    await walk.check('/request with a file picked', async () => {
      await page.keyboard.press('Escape');
      await page.goto('/request');
      await expect(h1('Request a Valuation')(page)).toBeVisible({ timeout: 30_000 });
      await page
        .getByLabel('Attach files')
        .setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) });
      await expect(page.getByLabel('Kind of document for deed.pdf')).toBeVisible();
    });
    walk.assertClean();
    await context.close();
  });
}
