/**
 * /krooki-extractor and an extraction's results in the light and the dark theme pass axe's WCAG
 * 2.0/2.1/2.2 A and AA rules: the upload screen with its list and a message, the results with a
 * field focused, and after confirming. Both screens fit a 360 px phone.
 */
import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from '../fixtures';
import { FitWalk, PHONE } from '../layout/phone-fit-helpers';
import { krookiPdf, krookiSpec } from '../../apps/server/src/modules/extractions/testing/synthetic-documents';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name });

async function readKrooki(page: Page) {
  await page.getByLabel('Document (PDF, JPEG or PNG)').setInputFiles({ name: 'krooki.pdf', mimeType: 'application/pdf', buffer: await krookiPdf(krookiSpec(31)) });
  await page.getByRole('button', { name: 'Read document' }).click();
  await expect(page.getByRole('heading', { name: 'Check the details' })).toBeVisible({ timeout: 60_000 });
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`krooki extractor (${theme}): upload and results have no WCAG A/AA violation`, async ({ browser, makeUser }) => {
    test.setTimeout(180_000);
    const client = await makeUser('user');
    const context = await themedContext(browser, theme);
    await signInViaApi(context, client);
    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);

    await walk.visit('/krooki-extractor', h1('Krooki Extractor'), 'the upload screen');
    await walk.check('a missing file message', async () => {
      await page.getByRole('button', { name: 'Read document' }).click();
      await expect(page.getByRole('alert')).toHaveText('Choose a file to upload.');
    });
    await walk.check('the results with a field focused', async () => {
      await readKrooki(page);
      await page.getByLabel('Parcel / LR number').focus();
      await expect(page.getByTestId('field-highlight')).toBeVisible();
    });
    await walk.check('the confirmed fields', async () => {
      await page.getByRole('button', { name: 'Confirm fields' }).click();
      await expect(page.getByRole('button', { name: 'Start a request with these details' })).toBeVisible();
    });
    await walk.check('the upload screen with recent documents', async () => {
      await page.getByRole('link', { name: 'Back to the Krooki Extractor' }).click();
      await expect(page.getByRole('heading', { name: 'Your recent documents' })).toBeVisible();
    });
    await context.close();
    walk.assertClean();
  });
}

test('the krooki extractor fits a 360 px phone', async ({ browser, makeUser }) => {
  test.setTimeout(120_000);
  const client = await makeUser('user');
  const context = await browser.newContext(PHONE);
  await signInViaApi(context, client);
  const page = await context.newPage();
  const walk = new FitWalk(page);
  await walk.visit('/krooki-extractor', h1('Krooki Extractor'), '/krooki-extractor');
  await walk.check('/krooki-extractor/:extractionId', async () => {
    await readKrooki(page);
  });
  await context.close();
  walk.assertFits();
});
