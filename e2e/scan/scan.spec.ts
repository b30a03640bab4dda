/**
 * /scan on a 360 px phone: a generated photo of a skewed page is uploaded twice, its corners are
 * found near the sheet's true corners, one is moved with the keyboard, the page is straightened
 * and turned black and white, and the two pages are saved as one PDF on the client's request —
 * a portrait PDF (the photo is landscape), so it really was straightened.
 */
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createRequestViaApi, expect, expectToast, newApiSession, signInViaApi, test } from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';
import { SHEET, scanPhoto, sheetAspect } from './scan-photo';

const CORNERS = ['Top-left corner', 'Top-right corner', 'Bottom-right corner', 'Bottom-left corner'] as const;

async function cornerAt(page: Page, name: string): Promise<{ x: number; y: number }> {
  const handle = page.getByRole('button', { name, exact: true });
  return { x: Number(await handle.getAttribute('data-x')), y: Number(await handle.getAttribute('data-y')) };
}

/** The share of a picture's pixels that are neither near black nor near white (0 for a clean black-and-white page). */
function midTones(image: HTMLImageElement): number {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  context?.drawImage(image, 0, 0);
  const data = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
  let mid = 0;
  for (let i = 0; i < data.length; i += 4) {
    const grey = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    mid += grey > 60 && grey < 195 ? 1 : 0;
  }
  return mid / (data.length / 4);
}

async function uploadPhoto(page: Page, photo: Buffer) {
  await page.getByLabel('Photo of the page').setInputFiles({ name: 'page.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: 'Page found' })).toBeVisible({ timeout: 20_000 });
}

test('a photographed page is straightened and saved with a second page as one PDF', async ({ browser, makeUser, playwright }) => {
  test.setTimeout(120_000);
  const client = await makeUser('user');
  const api = await newApiSession(playwright, client);
  const request = await createRequestViaApi(api);
  const photo = await scanPhoto();

  const context = await browser.newContext(PHONE);
  await signInViaApi(context, client);
  const page = await context.newPage();
  await page.goto(`/scan?request=${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a document' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(request.property?.title ?? '')).toBeVisible();
  await page.getByLabel('Kind of document').selectOption({ label: 'Title deed' });

  await uploadPhoto(page, photo);
  for (const [i, name] of CORNERS.entries()) {
    const found = await cornerAt(page, name);
    expect(Math.hypot(found.x - SHEET[i]!.x, found.y - SHEET[i]!.y), `${name} at ${JSON.stringify(found)}`).toBeLessThan(15);
  }

  // The keyboard moves a corner: one step (0.5% of 1600 px), ten with Shift, and back again.
  const start = await cornerAt(page, 'Bottom-left corner');
  await page.getByRole('button', { name: 'Bottom-left corner' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await cornerAt(page, 'Bottom-left corner')).toEqual({ x: start.x + 8, y: start.y });
  await page.keyboard.press('Shift+ArrowUp');
  expect(await cornerAt(page, 'Bottom-left corner')).toEqual({ x: start.x + 8, y: start.y - 80 });
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowLeft');
  expect(await cornerAt(page, 'Bottom-left corner')).toEqual(start);

  await page.getByRole('button', { name: 'Straighten' }).click();
  const straightened = page.getByRole('img', { name: 'The straightened page' });
  await expect(straightened).toBeVisible({ timeout: 20_000 });
  const size = await straightened.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(size.h / size.w).toBeCloseTo(sheetAspect(), 1);
  await page.getByLabel('Black and white').check();
  await expect(page.getByRole('status')).toHaveText('Black and white.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: 'Pages (1)' })).toBeVisible();

  await uploadPhoto(page, photo);
  await page.getByRole('button', { name: 'Straighten' }).click();
  await expect(straightened).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('list', { name: 'Scanned pages' }).getByRole('listitem')).toHaveCount(2);
  // Page 1 was saved black and white (no grey left of the shadow); page 2 in colour keeps it.
  expect(await page.getByRole('img', { name: 'Page 1' }).evaluate(midTones)).toBeLessThan(0.03);
  expect(await page.getByRole('img', { name: 'Page 2' }).evaluate(midTones)).toBeGreaterThan(0.2);

  // The screen fits the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Save as PDF' }).click();
  await expectToast(page, 'Scan saved', '2 pages added to the request as a PDF.');
  await expect(page.getByRole('link', { name: 'Back to the request' })).toHaveAttribute('href', `/my-requests/${request.id}`);

  const listed = await api.get(`/api/requests/${request.id}/documents`);
  expect(listed.status()).toBe(200);
  const { items } = (await listed.json()) as { items: { id: string; contentType: string; category: string }[] };
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ contentType: 'application/pdf', category: 'title_deed' });
  const content = await api.get(`/api/documents/${items[0]?.id}/content`);
  const pdf = await PDFDocument.load(await content.body());
  expect(pdf.getPageCount()).toBe(2);
  const first = pdf.getPage(0).getSize();
  // The photo is landscape (4:3); the saved page is portrait with the paper's proportions.
  expect(first.height / first.width).toBeCloseTo(sheetAspect(), 1);
  expect(first.height).toBeGreaterThan(first.width);

  await context.close();
  await api.dispose();
});
