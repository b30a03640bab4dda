/**
 * The valuer's own dashboard on a phone: sign-in lands on "Agent Dashboard" (not the queue), its
 * counters open the queue filtered, its visit list shows what is booked, and the navigation bar
 * (the account menu on a phone) and the agent area's navigation list the spec's five destinations.
 */
import { formatDate } from '@thamani/domain/display';
import { fromNairobiWallTime } from '@thamani/domain/nairobi-time';
import { A11yWalk, themedContext } from '../a11y/a11y-helpers';
import {
  acceptAndBookVisitViaApi,
  acceptRequestViaApi,
  createRequestViaApi,
  expect,
  newApiSession,
  nextWeekdayYmd,
  navBar,
  queueRow,
  ROLE_LINKS,
  signInViaApi,
  signInViaUi,
  test,
  uniqueTitle,
} from '../fixtures';

const PHONE_360 = { width: 360, height: 780 };
const COUNTY = 'Samburu';

test.use({ viewport: PHONE_360, hasTouch: true, isMobile: true });

test('the valuer lands on Agent Dashboard, sees the counters and a booked visit, and a counter opens the filtered queue', async ({
  page,
  makeUser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const client = await makeUser('user');
  const agent = await makeUser('agent');
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  const visitDay = nextWeekdayYmd(1);
  const bookedTitle = uniqueTitle('Maralal cottage');
  const toScheduleTitle = uniqueTitle('Baragoi shop');
  try {
    const booked = await createRequestViaApi(clientApi, { title: bookedTitle, county: COUNTY, town: 'Maralal' });
    const toSchedule = await createRequestViaApi(clientApi, {
      title: toScheduleTitle,
      county: COUNTY,
      town: 'Baragoi',
    });
    await acceptAndBookVisitViaApi(agentApi, booked, { date: visitDay, time: '10:00 AM' });
    await acceptRequestViaApi(agentApi, toSchedule.id);

    await signInViaUi(page, agent.email, agent.password);
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();

    // The counters: this valuer has one request to schedule and one visit booked.
    const work = page.getByRole('region', { name: 'Your work' });
    await expect(work.getByRole('link', { name: 'To schedule 1' })).toBeVisible();
    await expect(work.getByRole('link', { name: 'Visits booked 1' })).toBeVisible();
    await expect(work.getByRole('link', { name: /^To accept \d+\+?$/ })).toBeVisible();
    await expect(work.getByRole('link', { name: /^Overdue \d+\+?$/ })).toBeVisible();

    // The booked visit, with its time, property and reference.
    const visit = page.getByRole('list', { name: 'Upcoming visits' }).getByRole('listitem');
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText(`${formatDate(fromNairobiWallTime(visitDay, 12, 0).toISOString())}, 10:00 AM`);
    await expect(visit.getByRole('link', { name: bookedTitle })).toBeVisible();
    await expect(visit).toContainText(booked.reference);
    await expect(page.getByRole('link', { name: 'View all visits' })).toHaveAttribute('href', '/agent/visits');
    await expect(page.getByText(/No reports to finish/)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_360.width);

    // Both navigations: the spec's five, Dashboard current here.
    const area = page.getByRole('navigation', { name: 'Agent area' });
    await expect(area.getByRole('link')).toHaveText(ROLE_LINKS.agent.map(([name]) => name));
    await expect(area.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // On a phone the bar's Menu button holds them (the account button holds only the account).
    await navBar(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('menu');
    for (const [name] of ROLE_LINKS.agent) {
      await expect(menu.getByRole('menuitem', { name, exact: true }), `${name} in the menu`).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // A counter opens the queue so filtered; Requests is current there, not Dashboard.
    await work.getByRole('link', { name: 'To schedule 1' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/agent-dashboard/requests' && url.searchParams.get('status') === 'assigned',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect(queueRow(page, toScheduleTitle)).toBeVisible();
    await expect(queueRow(page, bookedTitle)).toHaveCount(0);
    await expect(area.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    await expect(area.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  } finally {
    await clientApi.dispose();
    await agentApi.dispose();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the agent dashboard passes axe at 360 px (${theme})`, async ({ browser, makeUser, playwright }) => {
    test.setTimeout(60_000);
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const clientApi = await newApiSession(playwright, client);
    const agentApi = await newApiSession(playwright, agent);
    const context = await themedContext(browser, theme);
    try {
      const job = await createRequestViaApi(clientApi, { title: uniqueTitle('Axe lodge'), county: COUNTY });
      await acceptAndBookVisitViaApi(agentApi, job, { date: nextWeekdayYmd(1), time: '2:00 PM' });
      await signInViaApi(context, agent);
      const page = await context.newPage();
      await page.setViewportSize(PHONE_360);
      const walk = new A11yWalk(page, theme);
      await walk.visit('/agent-dashboard', (p) => p.getByRole('list', { name: 'Upcoming visits' }));
      walk.assertClean();
    } finally {
      await context.close();
      await clientApi.dispose();
      await agentApi.dispose();
    }
  });
}
