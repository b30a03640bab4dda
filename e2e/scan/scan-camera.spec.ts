/**
 * The camera path of /scan: with Chromium's fake camera a captured frame goes through the same
 * steps as an uploaded photo (corners, a pointer drag, straighten, add page); without a camera the screen says so.
 */
import { CHROMIUM_PATH } from '../browser-path';
import { expect, signInViaApi, test } from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';

test('a frame from the camera becomes a page', async ({ playwright, makeUser }) => {
  test.setTimeout(120_000);
  const client = await makeUser('user');
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const context = await browser.newContext(PHONE);
  await context.grantPermissions(['camera']);
  await signInViaApi(context, client);
  const page = await context.newPage();
  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a document' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('button', { name: 'Capture' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Capture' }).click();
  const corner = page.getByRole('button', { name: 'Top-left corner' });
  await expect(corner).toBeVisible({ timeout: 20_000 });

  // A pointer drag moves the corner towards the inside of the photo.
  const before = { x: Number(await corner.getAttribute('data-x')), y: Number(await corner.getAttribute('data-y')) };
  const box = await corner.boundingBox();
  expect(box).not.toBeNull();
  const from = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await corner.getAttribute('data-x'))).toBeGreaterThan(before.x + 20);
  expect(Number(await corner.getAttribute('data-y'))).toBeGreaterThan(before.y + 20);

  await page.getByRole('button', { name: 'Straighten' }).click();
  await expect(page.getByRole('img', { name: 'The straightened page' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('list', { name: 'Scanned pages' }).getByRole('listitem')).toHaveCount(1);
  await browser.close();
});

test('without a camera the screen offers the upload instead', async ({ browser, makeUser }) => {
  const client = await makeUser('user');
  const context = await browser.newContext(PHONE);
  await signInViaApi(context, client);
  const page = await context.newPage();
  // A browser with no camera at all (headless machines may or may not have a fake one).
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      value: () => Promise.reject(new DOMException('No camera', 'NotFoundError')),
    });
  });
  await page.goto('/scan');
  await page.getByRole('button', { name: 'Take photo' }).click({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'No camera is available here' })).toBeVisible();
  await page.getByRole('button', { name: 'Close camera' }).click();
  await expect(page.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
  await context.close();
});
