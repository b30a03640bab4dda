/**
 * Screens never go stale after a change (the cache never refetches on mount, focus or reconnect):
 * after a mutation, the screens that show what it changed show the new state when opened next,
 * and after a realtime event the other party's screens do — without a reload. On a 360 px phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { InspectionDetail } from '@thamani/domain/inspections';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  expect,
  expectToast,
  newApiSession,
  nextWeekdayYmd,
  scheduleVisitViaApi,
  signInViaApi,
  test,
  uniqueTitle,
} from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';
import { expectOk, submittedReportViaApi } from '../reports/report-walk';

test.use(PHONE);

/** Opens `path` with the event stream connected, and marks the page so a reload would show. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await page.goto(path);
  await stream;
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

/** Every required item answered through the API (the same autosave the phone uses). */
async function answerEverything(agentApi: APIRequestContext, inspection: InspectionDetail): Promise<void> {
  const changes = {
    'site.shape': 'irregular',
    'site.topography': 'gentle_slope',
    'site.beacons_found': true,
    'site.access_road': 'tarmac',
    'services.water': ['mains'],
    'services.electricity': 'connected',
    'tenure.occupation': 'owner',
    'tenure.user': 'single_dwelling',
    'improvements.walls': 'Machine-cut stone, cement plaster',
    'improvements.roof': 'Clay tiles on timber trusses',
    'improvements.foundation': 'Concrete strip',
    'improvements.accommodation': 'Three bedrooms, lounge, kitchen',
    'improvements.built_up_area': 180,
    'condition.overall': { rating: 4 },
    'neighbourhood.character': 'Residential, well kept',
    'position.gps': { latitude: -1.2921, longitude: 36.8219, accuracyM: 12, capturedAt: new Date().toISOString() },
  };
  await expectOk(
    await agentApi.patch(`/api/inspections/${inspection.id}`, { data: { version: inspection.version, changes } }),
  );
}

test('after submitting the inspection, "Open the visit" shows it submitted and the visit completed, without a reload', async ({
  page,
  context,
  playwright,
  makeUser,
}) => {
  test.setTimeout(90_000);
  const [client, agent] = await Promise.all([makeUser('user'), makeUser('agent')]);
  const [clientApi, agentApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, agent),
  ]);
  const request = await createRequestViaApi(clientApi, { county: 'Laikipia', title: uniqueTitle('Nanyuki bungalow') });
  await acceptRequestViaApi(agentApi, request.id);
  const visit = await scheduleVisitViaApi(agentApi, {
    requestId: request.id,
    propertyId: request.property?.id ?? '',
    date: nextWeekdayYmd(2),
    time: '10:00 AM',
  });
  const started = await expectOk<InspectionDetail>(await agentApi.post(`/api/visits/${visit.id}/inspection`), 201);
  await answerEverything(agentApi, started);

  // The valuer opens the visit while the inspection is in progress: the card is cached as such.
  await signInViaApi(context, agent);
  await openLive(page, `/agent/visit/${visit.id}`);
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Inspection', exact: true }) });
  await expect(card.getByText('In progress', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Continue inspection' }).click();

  // Submits on the inspection page (confirming the day on site if the app asks for it).
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit inspection' }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  const submitted = page.getByText('This inspection has been submitted and can no longer be edited.');
  await expect(dialog.or(submitted).first()).toBeVisible({ timeout: 15_000 });
  if (await dialog.isVisible()) {
    await dialog
      .getByRole('button', { name: /submit|confirm/i })
      .last()
      .click();
  }
  await expectToast(page, 'Inspection submitted');
  await expect(submitted).toBeVisible();

  // "Open the visit": the card says Submitted, the visit Completed — the same page, no reload.
  await page.getByRole('link', { name: 'Open the visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/visit/${visit.id}$`));
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText('16 of 16 required')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View inspection' })).toBeVisible();
  await expect(card.getByText('In progress', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Continue inspection' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Completed', { exact: true }).first()).toBeVisible();
  await expectNotReloaded(page);
  await Promise.all([clientApi.dispose(), agentApi.dispose()]);
});

test('a valuer accepts a request: the client’s open request page and list show it assigned (realtime), without a reload', async ({
  page,
  context,
  playwright,
  makeUser,
}) => {
  const [client, agent] = await Promise.all([makeUser('user'), makeUser('agent')]);
  await signInViaApi(context, client);
  const title = uniqueTitle('Meru maisonette');
  const created = await createRequestViaApi(page.request, { title, county: 'Meru' });

  // The client saw the list first (cached), then opened the request.
  await openLive(page, '/my-requests');
  const row = page
    .getByRole('list', { name: 'Valuation requests' })
    .getByRole('listitem', { name: title, exact: true });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^View/ }).click();
  const header = page.getByRole('main').locator('header');
  await expect(header.getByText('Pending', { exact: true })).toBeVisible();

  const agentApi = await newApiSession(playwright, agent);
  await acceptRequestViaApi(agentApi, created.id);
  await expect(header.getByText('Assigned', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(row.getByText('Assigned', { exact: true })).toBeVisible();
  await expectNotReloaded(page);
  await agentApi.dispose();
});

test('an admin approves a report: the valuer’s report list shows it approved (realtime), without a reload', async ({
  page,
  context,
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(120_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const [clientApi, agentApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, agent),
  ]);
  await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/2718' } }));
  const title = uniqueTitle('Ruiru townhouse');
  const report = await submittedReportViaApi(clientApi, agentApi, { title, county: 'Kiambu' });

  // The valuer looks at their reports (the list is cached) and opens this one.
  await signInViaApi(context, agent);
  await openLive(page, '/agent-dashboard/reports/drafts');
  const myReports = page.getByRole('list', { name: 'My reports' });
  const item = myReports.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(item.getByText('Submitted', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: `View the report for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/report/${report.id}$`));

  // The admin approves on their phone.
  const adminContext = await browser.newContext(PHONE);
  await signInViaApi(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/reports/${report.id}`);
  // On the phone the submitted pages read at reading size; "As printed" shows them as A4 sheets.
  const firstPage = adminPage.getByRole('article', { name: /^Page 1 of \d+$/ });
  await expect(firstPage).toHaveCSS('font-size', '14px');
  await adminPage.getByRole('button', { name: 'As printed' }).click();
  await expect(adminPage.getByRole('button', { name: 'As printed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstPage).not.toHaveCSS('font-size', '14px');
  const { height, width } = await firstPage.evaluate((p) => p.getBoundingClientRect().toJSON() as DOMRect);
  expect(height / width).toBeCloseTo(297 / 210, 2);
  await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Approve and issue' }).click();
  await expectToast(adminPage, 'Report approved');

  // Back on the list (not on screen when the event came): it shows the report approved.
  await page.goBack();
  await expect(item.getByText('Approved', { exact: true })).toBeVisible();
  await expect(item.getByText('Submitted', { exact: true })).toHaveCount(0);
  await expectNotReloaded(page);
  await adminContext.close();
  await Promise.all([clientApi.dispose(), agentApi.dispose()]);
});
