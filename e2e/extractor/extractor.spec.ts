/**
 * The krooki extractor: a generated krooki (text layer) is uploaded, read with progress shown,
 * its fields proposed (LR number, area, county…), one corrected, confirmed, and used to prefill
 * a new request. Then a generated scan (an image) is read by OCR on the server.
 */
import type { Page } from '@playwright/test';
import { expect, expectToast, signInViaApi, test } from '../fixtures';
import { krookiPdf, krookiScan, krookiSpec } from '../../apps/server/src/modules/extractions/testing/synthetic-documents';

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/krooki-extractor');
  await expect(page.getByRole('heading', { level: 1, name: 'Krooki Extractor' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Document (PDF, JPEG or PNG)').setInputFiles(file);
  await page.getByRole('button', { name: 'Read document' }).click();
  await expect(page).toHaveURL(/\/krooki-extractor\/[0-9a-f-]{36}$/);
}

test('fields read from a generated krooki prefill a new request', async ({ browser, makeUser }) => {
  test.setTimeout(120_000);
  const spec = krookiSpec(21);
  const client = await makeUser('user');
  const context = await browser.newContext();
  await signInViaApi(context, client);
  const page = await context.newPage();
  await upload(page, { name: 'krooki.pdf', mimeType: 'application/pdf', buffer: await krookiPdf(spec, 2) });

  await expect(page.getByRole('heading', { name: 'Check the details' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Parcel / LR number')).toHaveValue(spec.truth.parcelNumber ?? '');
  await expect(page.getByLabel('Area (m²)')).toHaveValue(spec.truth.area ?? '');
  await expect(page.getByLabel('County')).toHaveValue(spec.truth.county ?? '');
  await expect(page.getByLabel('Deed plan number')).toHaveValue(spec.truth.deedPlanNumber ?? '');
  await expect(page.getByText(/High confidence \(\d+%\)\. Found on page 1\./).first()).toBeVisible();

  // Focusing a field highlights where it was found.
  await page.getByLabel('Parcel / LR number').focus();
  await expect(page.getByTestId('field-highlight')).toBeVisible();

  await page.getByLabel('Area (m²)').fill('512');
  await page.getByRole('button', { name: 'Confirm fields' }).click();
  await expectToast(page, 'Fields confirmed');
  await page.getByRole('button', { name: 'Start a request with these details' }).click();

  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByLabel('Plot / LR number (optional)')).toHaveValue(spec.truth.parcelNumber ?? '');
  await expect(page.getByLabel('Size (m²)')).toHaveValue('512');
  await expect(page.getByLabel('County')).toHaveValue(spec.truth.county ?? '');
  await context.close();
});

test('a photographed krooki is read by OCR', async ({ browser, makeUser }) => {
  test.setTimeout(180_000);
  const spec = krookiSpec(1001);
  const scan = await krookiScan(spec, 'clean');
  const client = await makeUser('user');
  const context = await browser.newContext();
  await signInViaApi(context, client);
  const page = await context.newPage();
  await upload(page, { name: 'krooki.png', mimeType: scan.contentType, buffer: scan.bytes });
  await expect(page.getByRole('heading', { name: 'Check the details' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByLabel('Parcel / LR number')).toHaveValue(spec.truth.parcelNumber ?? '');
  await expect(page.getByText('Page 1 of 1 (read from the image)')).toBeVisible();
  await context.close();
});
