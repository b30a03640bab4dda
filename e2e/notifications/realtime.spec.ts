/**
 * Notifications: the client's open dashboard follows the request live (Server-Sent
 * Events) while an agent, in another browser, accepts it and schedules the site visit — the
 * status, the counters, the bell's unread count and a toast change WITHOUT a reload — and
 * "Mark all as read" clears the count.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '@thamani/domain/lifecycle-messages';
import { VISIT_MESSAGES } from '@thamani/domain/messages';
import {
  acceptRequestViaApi,
  chooseOption,
  createRequestViaApi,
  definitionFor,
  escapeRegExp,
  expect,
  expectToast,
  newApiSession,
  nextWeekdayYmd,
  notificationBell,
  pickCalendarDay,
  queueRow,
  scheduleVisitViaApi,
  signInViaApi,
  test,
  uniqueTitle,
  type TestUser,
} from '../fixtures';

const COUNTY = 'Tharaka-Nithi';

/** A second browser (its own cookies) signed in as `user`. */
async function browserAs(browser: Browser, user: TestUser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await signInViaApi(context, user);
  return context;
}

/**
 * Opens `path` and waits until the realtime stream (GET /api/events) has answered, so nothing the
 * other party does afterwards can slip by before the page listens.
 */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto(path);
  await stream;
  // A marker that a reload or a full navigation would wipe out.
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

test.describe('client follows the request live', () => {
  test('agent accepts and schedules (UI): the dashboard shows Visit Scheduled, the bell counts, Mark all as read clears', async ({
    page,
    context,
    browser,
    baseURL,
    makeUser,
    playwright,
  }) => {
    // Two browsers and the agent's whole scheduling flow in one test: give it room.
    test.setTimeout(60_000);
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const title = uniqueTitle('Chuka farmhouse');
    await signInViaApi(context, client);
    const created = await createRequestViaApi(page.request, { title, county: COUNTY, town: 'Chuka' });

    // The client is on the dashboard: one pending request, nothing unread.
    await openLive(page, '/dashboard');
    const recent = page.getByRole('tabpanel', { name: 'Overview' }).getByRole('list', { name: 'Recent requests' });
    const recentItem = recent.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(recentItem.getByText('Pending', { exact: true })).toBeVisible();
    await expect(definitionFor(page, 'Pending')).toHaveText('1');
    await expect(definitionFor(page, 'In Progress')).toHaveText('0');
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('Notifications');

    // The agent accepts (over the API): the client learns a valuer is assigned.
    const agentApi = await newApiSession(playwright, agent);
    await acceptRequestViaApi(agentApi, created.id);
    await agentApi.dispose();
    const assigned = NOTIFICATION_TEXTS.requestAssignedClient({ title, reference: created.reference }, agent.name);
    await expectToast(page, assigned.title, assigned.body);
    await expect(recentItem.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(definitionFor(page, 'In Progress')).toHaveText('1');
    await expect(definitionFor(page, 'Pending')).toHaveText('0');

    // The agent, in another browser, schedules the visit through the UI.
    const agentContext = await browserAs(browser, agent, baseURL);
    try {
      const agentPage = await agentContext.newPage();
      await agentPage.goto(`/agent-dashboard/requests?county=${encodeURIComponent(COUNTY)}`);
      await queueRow(agentPage, title).getByRole('button', { name: 'Schedule Visit' }).click();
      await expect(agentPage).toHaveURL((url) => url.pathname === '/agent/schedule');
      const form = agentPage.getByRole('form', { name: 'Site visit' });
      await pickCalendarDay(agentPage, nextWeekdayYmd(1));
      await chooseOption(agentPage, form, 'Time', '11:30 AM');
      // The client's toast is watched from the moment the agent submits (toasts do not stay for ever).
      const clientToast = expectToast(
        page,
        NOTIFICATION_TEXTS.visitScheduled(title, '').title,
        new RegExp(`^A site visit to "${escapeRegExp(title)}" \\(${created.reference}\\) is booked for .+\\.$`),
      );
      await form.getByRole('button', { name: 'Schedule Visit' }).click();
      await Promise.all([clientToast, expectToast(agentPage, VISIT_MESSAGES.scheduled)]);
    } finally {
      await agentContext.close();
    }

    // The client's page, never reloaded, has followed.
    await expect(recentItem.getByText('Visit Scheduled', { exact: true })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await expect(definitionFor(page, 'In Progress')).toHaveText('1');
    await expectNotReloaded(page);

    // The Notifications tab lists both, unread; "Mark all as read" clears the count.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Notifications' });
    const list = tab.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Site visit scheduled');
    await expect(list.getByText('(unread)')).toHaveCount(2);
    const markAll = tab.getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toBeEnabled();
    await markAll.click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(list.getByText('(unread)')).toHaveCount(0);
    await expect(markAll).toBeDisabled();
    await expectNotReloaded(page);

    // And it stays read after a reload (stored, not only in the page).
    await page.reload();
    await expect(notificationBell(page)).toHaveAccessibleName('Notifications');
    const countResponse = await page.request.get('/api/notifications/unread-count');
    expect(await countResponse.json()).toEqual({ count: 0 });
  });

  test('the request page follows too: status and site visit appear without a reload; the bell lists it', async ({
    page,
    context,
    makeUser,
    playwright,
  }) => {
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const title = uniqueTitle('Chogoria plot');
    await signInViaApi(context, client);
    const created = await createRequestViaApi(page.request, {
      title,
      county: COUNTY,
      town: 'Chogoria',
      propertyType: 'land',
      bedrooms: undefined,
    });

    await openLive(page, `/my-requests/${created.id}`);
    const header = page.getByRole('main').locator('header');
    await expect(header.getByText('Pending', { exact: true })).toBeVisible();
    const visitSection = page.getByRole('region', { name: 'Site visit', exact: true });
    await expect(visitSection.getByText('No site visit scheduled yet.')).toBeVisible();

    const agentApi = await newApiSession(playwright, agent);
    await acceptRequestViaApi(agentApi, created.id);
    await expect(header.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Assigned valuer', exact: true }).getByText(agent.name),
    ).toBeVisible();

    await scheduleVisitViaApi(agentApi, {
      requestId: created.id,
      propertyId: created.property?.id ?? '',
      date: nextWeekdayYmd(1),
      time: '2:00 PM',
      durationMinutes: 30,
    });
    await agentApi.dispose();
    await expect(header.getByText('Visit Scheduled', { exact: true })).toBeVisible();
    await expect(definitionFor(visitSection, 'Duration')).toHaveText('30 minutes');
    await expect(definitionFor(visitSection, 'Date and time (Nairobi)')).toContainText('2:00 PM');
    await expect(
      page.getByRole('list', { name: 'Status timeline' }).getByText('Visit Scheduled', { exact: true }).first(),
    ).toBeVisible();
    await expect(notificationBell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await expectNotReloaded(page);

    // The bell's menu lists the latest first; "Mark all as read" there clears the count as well.
    await notificationBell(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').filter({ hasText: 'Site visit scheduled' })).toBeVisible();
    await expect(menu.getByRole('menuitem').filter({ hasText: 'Valuer assigned' })).toBeVisible();
    await expect(menu.getByText('(unread)')).toHaveCount(2);
    const markAll = menu.getByRole('menuitem', { name: 'Mark all as read' });
    await markAll.click();
    // The menu stays open, its items turn read.
    await expect(menu.getByText('(unread)')).toHaveCount(0);
    await expect(markAll).toBeDisabled();
    // (The open menu hides the rest of the page from assistive technology: close it to read the bell.)
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(notificationBell(page)).toHaveAccessibleName('Notifications');
  });
});
