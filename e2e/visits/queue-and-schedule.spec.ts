/**
 * The valuer's queue on a phone: it opens on work that needs action (no completed or cancelled
 * requests, references instead of ids), closed work one press away; Schedule Visit says which job
 * (reference, property, client, phone, preferred date marked in the calendar) and what else the
 * valuer has that day; after booking, the card shows the booked date and time instead.
 */
import type { Page } from '@playwright/test';
import { formatDate, formatDateTime } from '@thamani/domain/display';
import { fromNairobiWallTime } from '@thamani/domain/nairobi-time';
import { VISIT_MESSAGES } from '@thamani/domain/messages';
import { toScheduledInstant } from '@thamani/domain/visits';
import { A11yWalk, themedContext, waitForRendered } from '../a11y/a11y-helpers';
import {
  acceptAndBookVisitViaApi,
  acceptRequestViaApi,
  calendarDayName,
  chooseOption,
  createRequestViaApi,
  expect,
  expectToast,
  newApiSession,
  nextWeekdayYmd,
  pickCalendarDay,
  queueRow,
  signInViaApi,
  test,
  uniqueTitle,
} from '../fixtures';

/** A county few other specs use, so the filtered queue stays short. */
const COUNTY = 'West Pokot';
const PHONE_360 = { width: 360, height: 780 };

test.use({ viewport: PHONE_360, hasTouch: true, isMobile: true });

async function openQueue(page: Page, search = ''): Promise<void> {
  await page.goto(`/agent-dashboard/requests?county=${encodeURIComponent(COUNTY)}${search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Request queue' })).toBeVisible();
}

/** Nothing wider than the phone: the page never scrolls sideways. */
async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE_360.width);
}

test('queue → accept → schedule seeing the job, the preferred date and the day → the card shows the booked time', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  // Three requests, a booked visit and a whole booking walk: well past the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const client = await makeUser('user');
  const agent = await makeUser('agent');
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  // The client's preferred day; the valuer already has another visit that morning.
  const preferred = nextWeekdayYmd(2);
  const title = uniqueTitle('Kapenguria bungalow');
  const otherTitle = uniqueTitle('Makutano shop');
  const cancelledTitle = uniqueTitle('Chepareria plot');
  try {
    const job = await createRequestViaApi(clientApi, {
      title,
      county: COUNTY,
      town: 'Kapenguria',
      preferredDate: preferred,
    });
    const other = await createRequestViaApi(clientApi, { title: otherTitle, county: COUNTY, town: 'Makutano' });
    const cancelled = await createRequestViaApi(clientApi, {
      title: cancelledTitle,
      county: COUNTY,
      town: 'Chepareria',
    });
    await acceptAndBookVisitViaApi(agentApi, other, { date: preferred, time: '9:00 AM' });
    await acceptRequestViaApi(agentApi, cancelled.id);
    expect((await clientApi.post(`/api/requests/${cancelled.id}/cancel`, { data: {} })).status()).toBe(200);

    await signInViaApi(context, agent);
    await openQueue(page);
    const queue = page.getByRole('list', { name: 'Request queue' });
    const row = queueRow(page, title);
    await expect(row).toBeVisible();
    // The reference people quote; no UUID anywhere in the queue.
    await expect(row.getByText(job.reference, { exact: true })).toBeVisible();
    await expect(queue).not.toContainText(job.id);
    await expect(queue).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    // Open work only: the cancelled request waits behind "Closed".
    await expect(queueRow(page, cancelledTitle)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Needs action' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Closed' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'closed');
    await expect(queueRow(page, cancelledTitle).getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(queueRow(page, title)).toHaveCount(0);
    await page.getByRole('button', { name: 'Needs action' }).click();
    await expectFitsPhone(page);

    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row.getByText('Assigned', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Schedule Visit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Site Visit' })).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/agent/schedule' && url.searchParams.get('request') === job.id,
    );

    // The job, and it survives a reload (the address carries the request).
    await page.reload();
    const summary = page.getByRole('region', { name: 'The job' });
    await expect(summary.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
    await expect(summary).toContainText(job.reference);
    await expect(summary).toContainText(`Address:${job.property?.address ?? ''}, Kapenguria, ${COUNTY}`);
    await expect(summary).toContainText(`Client:${client.name}`);
    await expect(summary.getByRole('link', { name: job.contactPhone ?? '' })).toBeVisible();
    const preferredLabel = formatDate(fromNairobiWallTime(preferred, 12, 0).toISOString());
    await expect(summary).toContainText(`Preferred date:${preferredLabel}`);
    // The preferred day is marked in the calendar, by name and in the legend.
    const calendar = page.getByRole('group', { name: 'Date' });
    await expect(calendar.getByRole('button', { name: calendarDayName(preferred) })).toHaveAccessibleName(
      /client’s preferred date$/,
    );
    await expect(page.getByText(/Ringed with a dot: the client’s preferred date/)).toContainText(preferredLabel);

    // Picking the day shows the valuer's other visit that day before booking.
    await pickCalendarDay(page, preferred);
    const day = page.getByRole('list', { name: 'Visits booked that day' });
    await expect(day).toContainText('9:00 AM–10:00 AM');
    await expect(day.getByRole('link', { name: otherTitle })).toBeVisible();
    await expectFitsPhone(page);
    const form = page.getByRole('form', { name: 'Site visit' });
    await chooseOption(page, form, 'Time', '11:00 AM');
    await form.getByRole('button', { name: 'Schedule Visit' }).click();
    await expectToast(page, VISIT_MESSAGES.scheduled);
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard/requests');

    // The card shows the booked date and time, linking to the visit, instead of "Schedule Visit".
    await openQueue(page);
    const bookedRow = queueRow(page, title);
    await expect(bookedRow.getByText('Visit Scheduled', { exact: true })).toBeVisible();
    const booked = bookedRow.getByRole('link', {
      name: `Visit booked: ${formatDateTime(toScheduledInstant(preferred, '11:00 AM'))}`,
    });
    await expect(booked).toBeVisible();
    await expect(bookedRow.getByRole('button', { name: 'Schedule Visit' })).toHaveCount(0);
    await booked.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visit Details' })).toBeVisible();
  } finally {
    await clientApi.dispose();
    await agentApi.dispose();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the queue and the schedule page pass axe at 360 px (${theme})`, async ({ browser, makeUser, playwright }) => {
    // Two pages and a picked day scanned by axe, each after its data has loaded.
    test.setTimeout(90_000);
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const clientApi = await newApiSession(playwright, client);
    const agentApi = await newApiSession(playwright, agent);
    const context = await themedContext(browser, theme);
    try {
      const job = await createRequestViaApi(clientApi, {
        title: uniqueTitle('Axe house'),
        county: COUNTY,
        town: 'Sigor',
        preferredDate: nextWeekdayYmd(2),
      });
      await acceptRequestViaApi(agentApi, job.id);
      await signInViaApi(context, agent);
      const page = await context.newPage();
      await page.setViewportSize(PHONE_360);
      const walk = new A11yWalk(page, theme);
      await walk.visit(`/agent-dashboard/requests?county=${encodeURIComponent(COUNTY)}`, (p) =>
        p.getByRole('list', { name: 'Request queue' }),
      );
      await walk.visit(`/agent/schedule?request=${job.id}`, (p) =>
        p.getByRole('region', { name: 'The job' }).getByRole('heading'),
      );
      await walk.check('/agent/schedule with a day picked', async () => {
        // The client's preferred date: the month the calendar opens on.
        await pickCalendarDay(page, job.preferredDate ?? nextWeekdayYmd(2));
        await expect(page.getByRole('heading', { name: /^Your visits on / })).toBeVisible();
        await waitForRendered(
          page,
          theme,
          page.getByText(/No other visits booked that day|Visits booked that day/).first(),
        );
      });
      walk.assertClean();
    } finally {
      await context.close();
      await clientApi.dispose();
      await agentApi.dispose();
    }
  });
}
