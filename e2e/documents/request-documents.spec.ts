/**
 * Documents on a request: a client attaches a PDF and a PNG while ordering, sees both on the
 * request's page, previews the PDF's pages and downloads it byte for byte; the valuer who
 * accepts sees them on a phone; another client cannot reach them (404).
 */
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import {
  acceptRequestViaApi,
  expect,
  expectToast,
  nairobiDatePlus,
  newApiSession,
  signInViaApi,
  test,
  uniqueTitle,
} from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';
import { makePdf, PNG_BYTES } from './document-files';

async function fillRequestForm(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'Valuation request' });
  await form.getByLabel('Property title').fill(title);
  await form.getByLabel('Property type').selectOption('residential');
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('County').selectOption('Nairobi');
  await form.getByLabel('Town / area').fill('Kilimani');
  await form.getByLabel('Address').fill('Argwings Kodhek Road, off Ngong Road');
  await form.getByLabel('Size (m²)').fill('450');
  await form.getByLabel('Purpose').selectOption('mortgage');
  await form.getByLabel('Preferred date').fill(nairobiDatePlus(5));
  await form.getByLabel('Contact phone').fill('+254 712 345 678');
  return form;
}

test('a client attaches a PDF and a PNG while ordering, previews and downloads; the valuer sees them on a phone; another client cannot', async ({
  page,
  context,
  browser,
  makeUser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const [client, agent, otherClient] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('user')]);
  const pdf = await makePdf(2);
  const title = uniqueTitle('Kilimani deed house');
  await signInViaApi(context, client);
  await page.goto('/request');

  const form = await fillRequestForm(page, title);
  await form.getByLabel('Attach files').setInputFiles([
    { name: 'title-deed.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'site.png', mimeType: 'image/png', buffer: PNG_BYTES },
  ]);
  // Submitting without the kind of each file is refused before anything is sent.
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByLabel('Kind of document for title-deed.pdf')).toHaveAccessibleDescription(
    'Choose what this document is.',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/request');
  await form.getByLabel('Kind of document for title-deed.pdf').selectOption({ label: 'Title deed' });
  await form.getByLabel('Kind of document for site.png').selectOption({ label: 'Krooki / survey plan' });
  await form.getByRole('button', { name: 'Submit Request' }).click();

  await expectToast(page, REQUEST_TOAST_MESSAGES.submitted);
  await expect(page).toHaveURL((url) => /^\/my-requests\/[0-9a-f-]{36}$/.test(url.pathname));
  const requestId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const section = page.getByRole('region', { name: 'Documents' });
  const rows = section.getByRole('list', { name: 'Documents' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const deed = rows.filter({ hasText: 'title-deed.pdf' });
  await expect(deed).toContainText('Title deed');
  await expect(deed).toContainText('2 pages');
  await expect(rows.filter({ hasText: 'site.png' })).toContainText('Krooki / survey plan');

  // Preview: the PDF's pages one at a time, drawn by the server.
  await deed.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'title-deed.pdf' });
  await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
  const image = dialog.getByRole('img', { name: 'Page 1 of 2 of title-deed.pdf' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(447);
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByText('Page 2 of 2')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Page 2 of 2 of title-deed.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Download: the very bytes uploaded.
  const downloading = page.waitForEvent('download');
  await deed.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('title-deed.pdf');
  expect((await fs.readFile(await download.path())).equals(pdf)).toBe(true);

  // The valuer who accepts sees them, on a phone, without sideways scrolling.
  const agentApi = await newApiSession(playwright, agent);
  await acceptRequestViaApi(agentApi, requestId);
  await agentApi.dispose();
  const phone = await browser.newContext(PHONE);
  await signInViaApi(phone, agent);
  const agentPage = await phone.newPage();
  await agentPage.goto(`/my-requests/${requestId}`);
  const agentRows = agentPage
    .getByRole('region', { name: 'Documents' })
    .getByRole('list', { name: 'Documents' })
    .getByRole('listitem');
  await expect(agentRows).toHaveCount(2, { timeout: 20_000 });
  await expect(agentPage.getByRole('link', { name: 'Scan with camera' })).toBeVisible();
  expect(await agentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.viewport.width,
  );
  await phone.close();

  // Another client: not in the list, not by id.
  const otherApi = await newApiSession(playwright, otherClient);
  const list = await otherApi.get(`/api/requests/${requestId}/documents`);
  expect(list.status()).toBe(404);
  const mine = await page.request.get(`/api/requests/${requestId}/documents`);
  const ids = ((await mine.json()) as { items: Array<{ id: string }> }).items.map((d) => d.id);
  for (const id of ids) {
    expect((await otherApi.get(`/api/documents/${id}/content`)).status()).toBe(404);
    expect((await otherApi.get(`/api/documents/${id}/pages/1`)).status()).toBe(404);
  }
  await otherApi.dispose();
});
