/**
 * Inspections on a phone: start from the visit, fill items, take photos, lose the connection,
 * keep editing, reload without a network (the service worker serves the app, IndexedDB the
 * inspection and what waits), come back online — and every change and photo is on the server once.
 * Submitting with required items missing lists them; a complete submit completes the visit.
 * Two devices editing one inspection merge field by field and ask where they collide.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { InspectionDetail } from '@thamani/domain/inspections';
import sharp from 'sharp';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  expect,
  expectToast,
  newApiSession,
  nextWeekdayYmd,
  PHONE,
  type PlaywrightApi,
  signInViaApi,
  test,
  type TestUser,
} from '../fixtures';

test.use({
  ...PHONE,
  // The reload without a network is served by the offline app (blocked elsewhere: playwright.config.ts).
  serviceWorkers: 'allow',
  geolocation: { latitude: -1.2921, longitude: 36.8219, accuracy: 12 },
  permissions: ['geolocation'],
});

/** A small, real JPEG of one colour (the server checks the bytes). */
async function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

/** A client's request, accepted by a fresh agent, with a visit scheduled: what an inspection starts from. */
async function scheduledVisit(playwright: PlaywrightApi, makeUser: (role: 'user' | 'agent') => Promise<TestUser>) {
  const client = await makeUser('user');
  const agent = await makeUser('agent');
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  const request = await createRequestViaApi(clientApi, { county: 'Laikipia' });
  await acceptRequestViaApi(agentApi, request.id);
  const visitResponse = await agentApi.post('/api/visits', {
    data: { requestId: request.id, propertyId: request.property?.id ?? '', date: nextWeekdayYmd(2), time: '10:00 AM' },
  });
  expect(visitResponse.status(), await visitResponse.text()).toBe(201);
  const visit = (await visitResponse.json()) as { id: string };
  await clientApi.dispose();
  return { agent, agentApi, request, visitId: visit.id };
}

async function getInspection(api: APIRequestContext, id: string): Promise<InspectionDetail> {
  const response = await api.get(`/api/inspections/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as InspectionDetail;
}

function statusLine(page: Page) {
  return page.getByTestId('save-status');
}

async function addPhotos(page: Page, itemLabel: string, files: Array<{ name: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Add photos of ${itemLabel}` }).click();
  await (await chooser).setFiles(files.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
}

/** Opens a collapsed checklist section (its header reads e.g. "Site 3 of 5 required done"). */
async function openSection(page: Page, title: string) {
  const header = page.getByRole('button', { name: new RegExp(`^${title} (\\d+ of \\d+|Optional)`) });
  if ((await header.getAttribute('aria-expanded')) === 'false') {
    await header.click();
  }
}

async function openAsAgent(context: BrowserContext, agent: TestUser, path: string): Promise<Page> {
  await signInViaApi(context, agent);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a phone inspection survives going offline and a reload; every change and photo arrives once', async ({
  context,
  playwright,
  makeUser,
}) => {
  test.setTimeout(90_000);
  const { agent, agentApi, visitId } = await scheduledVisit(playwright, makeUser);
  const page = await openAsAgent(context, agent, `/agent/visit/${visitId}`);

  await page.getByRole('button', { name: 'Start inspection' }).click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  const inspectionId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection' })).toBeVisible();

  // Online: a choice, text, a yes/no, the GPS and two photos (the first section missing items is open).
  await page.getByLabel('Shape (required)').selectOption({ label: 'Irregular' });
  await openSection(page, 'Improvements');
  await page.getByLabel('Walls (required)').fill('Machine-cut stone, cement plaster');
  await page.getByRole('group', { name: 'Boundaries and beacons found (required)' }).getByLabel('Yes').check();
  await openSection(page, 'Position');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('-1.292100, 36.821900 (± 12 m)')).toBeVisible();
  await addPhotos(page, 'Shape (Site)', [
    { name: 'front.jpg', buffer: await jpeg(200, 30, 30) },
    { name: 'side.jpg', buffer: await jpeg(30, 200, 30) },
  ]);
  await expect(statusLine(page)).toHaveText('All changes saved', { timeout: 15_000 });
  // The app installed itself for offline use while online (its service worker is active).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);

  // Offline: keep editing; the status line counts what waits on the phone.
  await context.setOffline(true);
  await page.getByLabel('Roof (required)').fill('Clay tiles on timber trusses');
  await page.getByLabel('Topography (required)').selectOption({ label: 'Gentle slope' });
  await addPhotos(page, 'Walls (Improvements)', [{ name: 'wall.jpg', buffer: await jpeg(30, 30, 200) }]);
  await page.getByLabel('Walls (required)').fill('Machine-cut stone, lime plaster');
  await page.getByLabel('Walls (required)').blur();
  await expect(statusLine(page)).toHaveText('Offline — 3 changes and 1 photo waiting', { timeout: 10_000 });

  // A reload while offline: the service worker serves the app, IndexedDB the inspection as last
  // seen and what waits; nothing has reached the server yet.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection' })).toBeVisible({ timeout: 15_000 });
  await expect(statusLine(page)).toHaveText('Offline — 3 changes and 1 photo waiting');
  await openSection(page, 'Improvements');
  await expect(page.getByLabel('Roof (required)')).toHaveValue('Clay tiles on timber trusses');
  await expect(page.getByLabel('Walls (required)')).toHaveValue('Machine-cut stone, lime plaster');
  await expect(page.getByLabel('Topography (required)')).toHaveValue('gentle_slope');
  await expect(page.getByLabel('Shape (required)')).toHaveValue('irregular');
  const wallPhotos = page.getByRole('list', { name: 'Photos of Walls (Improvements)' });
  await expect(wallPhotos.getByRole('img', { name: 'photo 1 of Walls (Improvements)' })).toBeVisible();
  await expect(wallPhotos.getByText('Waiting to upload')).toBeVisible();
  const waitingOnServer = await getInspection(agentApi, inspectionId);
  expect(waitingOnServer.answers['improvements.roof']).toBeUndefined();
  expect(waitingOnServer.photos).toHaveLength(2);

  // Online again: what waited goes out by itself, in order.
  await context.setOffline(false);
  await expect(statusLine(page)).toHaveText('All changes saved', { timeout: 20_000 });
  await expect(wallPhotos.getByText('Waiting to upload')).toHaveCount(0);
  await page.reload();
  await openSection(page, 'Improvements');
  await expect(page.getByLabel('Roof (required)')).toHaveValue('Clay tiles on timber trusses', { timeout: 15_000 });

  const saved = await getInspection(agentApi, inspectionId);
  expect(saved.answers).toMatchObject({
    'site.shape': 'irregular',
    'site.topography': 'gentle_slope',
    'site.beacons_found': true,
    'improvements.walls': 'Machine-cut stone, lime plaster',
    'improvements.roof': 'Clay tiles on timber trusses',
    'position.gps': { latitude: -1.2921, longitude: 36.8219, accuracyM: 12 },
  });
  expect(saved.photos).toHaveLength(3);
  expect(new Set(saved.photos.map((p) => p.clientId)).size).toBe(3);
  expect(saved.photos.filter((p) => p.itemId === 'site.shape')).toHaveLength(2);
  expect(saved.photos.filter((p) => p.itemId === 'improvements.walls')).toHaveLength(1);

  // Submit with required items missing: the list, focused, each entry a link to its item.
  await page.getByRole('button', { name: 'Submit inspection' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Fill in the required items before submitting.' });
  await expect(missing).toBeFocused();
  await missing.getByRole('link', { name: 'Built-up area' }).click();
  await expect(page.getByLabel('Built-up area (m²) (required)')).toBeFocused();

  // The rest through the API (the same autosave), then a complete submit completes the visit.
  const patch = await agentApi.patch(`/api/inspections/${inspectionId}`, {
    data: {
      version: saved.version,
      changes: {
        'site.access_road': 'tarmac',
        'services.water': ['mains'],
        'services.electricity': 'connected',
        'tenure.occupation': 'owner',
        'tenure.user': 'single_dwelling',
        'improvements.foundation': 'Concrete strip',
        'improvements.accommodation': 'Three bedrooms, lounge, kitchen',
        'improvements.built_up_area': 180,
        'condition.overall': { rating: 4 },
        'neighbourhood.character': 'Residential, well kept',
      },
    },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  await page.reload();
  await openSection(page, 'Improvements');
  await expect(page.getByLabel('Built-up area (m²) (required)')).toHaveValue('180');
  // Filled in ahead of the booked day: the valuer confirms the day on site (today).
  await page.getByRole('button', { name: 'Submit inspection' }).click();
  await page.getByRole('dialog', { name: /^This visit is booked for .+\. When were you on site\?$/ }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Inspection submitted');
  await expect(page.getByText('This inspection has been submitted and can no longer be edited.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit inspection' })).toHaveCount(0);
  const visit = await agentApi.get(`/api/visits/${visitId}`);
  expect(((await visit.json()) as { status: string }).status).toBe('completed');
  await agentApi.dispose();
});

test('two phones on one inspection: different fields merge, the same field asks', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(90_000);
  const { agent, agentApi, visitId } = await scheduledVisit(playwright, makeUser);
  const started = await agentApi.post(`/api/visits/${visitId}/inspection`);
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as InspectionDetail;

  const contextA = await browser.newContext({ ...PHONE });
  const contextB = await browser.newContext({ ...PHONE });
  const a = await openAsAgent(contextA, agent, `/inspections/${id}`);
  const b = await openAsAgent(contextB, agent, `/inspections/${id}`);
  await expect(a.getByLabel('Shape (required)')).toBeVisible({ timeout: 15_000 });
  await expect(b.getByLabel('Shape (required)')).toBeVisible({ timeout: 15_000 });

  // B goes offline with the version it loaded; A saves meanwhile.
  await contextB.setOffline(true);
  await a.getByLabel('Shape (required)').selectOption({ label: 'Triangular' });
  await a.getByLabel('Soil').selectOption({ label: 'Red soil' });
  await expect(statusLine(a)).toHaveText('All changes saved');

  await b.getByLabel('Topography (required)').selectOption({ label: 'Level' });
  await b.getByLabel('Soil').selectOption({ label: 'Murram' });
  await expect(statusLine(b)).toHaveText('Offline — 2 changes waiting');
  await contextB.setOffline(false);

  // Topography merges silently; Soil was changed by both: B is asked.
  const dialog = b.getByRole('dialog', { name: 'Choose which changes to keep' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Soil', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Murram', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Red soil', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine for Soil' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusLine(b)).toHaveText('All changes saved', { timeout: 15_000 });

  const final = await getInspection(agentApi, id);
  expect(final.answers).toMatchObject({
    'site.shape': 'triangular',
    'site.topography': 'level',
    'site.soil': 'murram',
  });
  await contextA.close();
  await contextB.close();
  await agentApi.dispose();
});
