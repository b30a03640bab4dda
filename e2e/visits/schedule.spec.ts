/**
 * The agent request queue, Schedule Site Visit and the site visits list: a client's request in
 * the queue, Accept, Schedule Visit with the calendar (no past days, no weekends, Nairobi time),
 * the spec's toast, the visit on /agent/visits, and /agent/schedule's error paths.
 */
import type { Page } from '@playwright/test';
import { formatDate } from '@thamani/domain/display';
import { GUARD_MESSAGES, VALIDATION_MESSAGES, VISIT_MESSAGES } from '@thamani/domain/messages';
import {
  isWeekend,
  nairobiToday,
  toScheduledInstant,
  visitTimeSlots,
  VISIT_DEFAULT_DURATION_MINUTES,
} from '@thamani/domain/visits';
import {
  acceptRequestViaApi,
  addDaysYmd,
  calendarDayName,
  chooseOption,
  createRequestViaApi,
  expect,
  expectToast,
  getRequestViaApi,
  newApiSession,
  nextWeekdayYmd,
  pickCalendarDay,
  queueRow,
  signInViaApi,
  test,
  uniqueTitle,
} from '../fixtures';

/** Requests of these specs go to a county few other specs use, so the filtered queue stays short. */
const COUNTY = 'Elgeyo-Marakwet';

async function openQueue(page: Page): Promise<void> {
  await page.goto(`/agent-dashboard/requests?county=${encodeURIComponent(COUNTY)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Request queue' })).toBeVisible();
}

/**
 * Every day the calendar shows before today (Nairobi) and every Saturday and Sunday is disabled;
 * every other day can be picked. Returns the days shown.
 */
async function expectCalendarRules(page: Page): Promise<Array<{ day: string; disabled: boolean }>> {
  const calendar = page.getByRole('group', { name: 'Date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  const today = nairobiToday();
  const days = await calendar.locator('[data-day]').evaluateAll((cells) =>
    cells.map((cell) => ({
      day: cell.getAttribute('data-day') ?? '',
      disabled: cell.querySelector('button')?.disabled ?? true,
    })),
  );
  expect(days.length).toBeGreaterThanOrEqual(28);
  for (const { day, disabled } of days) {
    expect(disabled, `${day} disabled`).toBe(isWeekend(day) || day < today);
  }
  return days;
}

test.describe('agent: accept → schedule → visit listed', () => {
  test('accepts a request, schedules its visit on the next weekday and finds it under Site Visits', async ({
    page,
    context,
    makeUser,
    playwright,
  }) => {
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const title = uniqueTitle('Iten family home');
    const clientApi = await newApiSession(playwright, client);
    const created = await createRequestViaApi(clientApi, { title, county: COUNTY, town: 'Iten' });
    const propertyId = created.property?.id ?? '';
    expect(propertyId).not.toBe('');

    await signInViaApi(context, agent);
    await openQueue(page);
    const row = queueRow(page, title);
    await expect(row).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText(client.name)).toBeVisible();
    // Only the assigned agent schedules: before Accept there is nothing to schedule.
    await expect(row.getByRole('button', { name: 'Schedule Visit' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Schedule Visit' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/agent/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Site Visit' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Site visit' });
    const calendar = form.getByRole('group', { name: 'Date' });

    const today = nairobiToday();
    const days = await expectCalendarRules(page);
    // The same, named as a screen reader hears the buttons.
    const yesterday = addDaysYmd(today, -1);
    if (days.some((d) => d.day === yesterday)) {
      await expect(calendar.getByRole('button', { name: calendarDayName(yesterday) })).toBeDisabled();
    }
    const visitDate = nextWeekdayYmd(1);
    const weekendDay = days.find((d) => isWeekend(d.day))?.day ?? '';
    await expect(calendar.getByRole('button', { name: calendarDayName(weekendDay) })).toBeDisabled();

    // Defaults: duration 60 minutes; the time offers the spec's 30-minute slots 8:00 AM – 5:30 PM.
    await expect(form.getByRole('combobox', { name: 'Duration' })).toHaveText(
      `${VISIT_DEFAULT_DURATION_MINUTES} minutes`,
    );
    await form.getByRole('combobox', { name: 'Time' }).click();
    await expect(page.getByRole('option')).toHaveText(visitTimeSlots());
    await page.keyboard.press('Escape');

    // Submitting without a date and time says what is missing.
    await form.getByRole('button', { name: 'Schedule Visit' }).click();
    await expect(form.getByText(VALIDATION_MESSAGES.visitDate)).toBeVisible();
    await expect(calendar).toHaveAccessibleDescription(VALIDATION_MESSAGES.visitDate);

    await pickCalendarDay(page, visitDate);
    await expect(calendar.getByRole('button', { name: calendarDayName(visitDate) })).toHaveAccessibleName(
      /, selected$/,
    );
    await chooseOption(page, form, 'Time', '10:00 AM');
    await chooseOption(page, form, 'Duration', '90 minutes');
    await form.getByLabel('Notes').fill('Meet the caretaker at the gate.');
    await form.getByRole('button', { name: 'Schedule Visit' }).click();

    await expectToast(page, VISIT_MESSAGES.scheduled);
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard/requests');
    // The queue shows every county, 20 at a time by due date: requests the other
    // worker's specs made meanwhile can push this one to a later page. The county's queue has it.
    await openQueue(page);
    await expect(queueRow(page, title).getByText('Visit Scheduled', { exact: true })).toBeVisible();

    // What was stored: the Nairobi wall time the agent picked, and the request moved on.
    const instant = toScheduledInstant(visitDate, '10:00 AM');
    const stored = await getRequestViaApi(clientApi, created.id);
    expect(stored.status).toBe('visit_scheduled');
    expect(stored.visit).toMatchObject({
      status: 'scheduled',
      durationMinutes: 90,
      notes: 'Meet the caretaker at the gate.',
    });
    expect(new Date(stored.visit?.scheduledDate ?? '').toISOString()).toBe(instant);
    await clientApi.dispose();

    // Site Visits: the card with the property, its status, date and time, and the client.
    await page.goto('/agent/visits');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Visits' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Site visits' }).getByRole('listitem', { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card.getByText(client.name, { exact: true })).toBeVisible();
    await expect(card.getByText(formatDate(instant), { exact: true })).toBeVisible();
    await expect(card.getByText('10:00 AM · 90 minutes')).toBeVisible();
    await expect(card.getByText(`Property ID: ${propertyId}`)).toBeVisible();

    await card.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL((url) => /^\/agent\/visit\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1, name: 'Visit Details' })).toBeVisible();
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  });

  test('an agent with no visits sees the empty state', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('agent'));
    await page.goto('/agent/visits');
    await expect(page.getByRole('heading', { name: 'No site visits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Visit' })).toHaveAttribute(
      'href',
      '/agent-dashboard/requests',
    );
  });
});

test.describe('/agent/schedule without the queue', () => {
  test('opened directly (no state): "Missing required information to schedule visit", back to the dashboard', async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('agent'));
    await page.goto('/agent/schedule');
    await expectToast(page, VISIT_MESSAGES.missingInfo);
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard/requests');
    await expect(page.getByRole('heading', { name: 'Schedule Site Visit' })).toHaveCount(0);
  });

  test('a request without a property: "No property information provided"', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('agent'));
    await page.goto('/agent-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();
    // The router's own history entry, as navigate('/agent/schedule', { state }) would write it.
    await page.evaluate(() => {
      const state = { usr: { requestId: crypto.randomUUID() }, key: 'e2e', idx: 1 };
      window.history.pushState(state, '', '/agent/schedule');
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    await expectToast(page, VISIT_MESSAGES.noProperty);
    await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard/requests');
  });

  test('an admin is turned away: scheduling is for agents', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('admin'));
    await page.goto('/agent/schedule');
    await expectToast(page, GUARD_MESSAGES.accessDeniedTitle, GUARD_MESSAGES.agentRequired);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('a valuer whose browser is on another clock', () => {
  // Honolulu is 13 hours behind Nairobi: its "today" and its hours differ from the business calendar.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('the calendar and the slot are Nairobi days and Nairobi time', async ({
    page,
    context,
    makeUser,
    playwright,
  }) => {
    const client = await makeUser('user');
    const agent = await makeUser('agent');
    const title = uniqueTitle('Kapsowar clinic');
    const clientApi = await newApiSession(playwright, client);
    const created = await createRequestViaApi(clientApi, {
      title,
      county: COUNTY,
      town: 'Kapsowar',
      propertyType: 'commercial',
      bedrooms: undefined,
    });
    const agentApi = await newApiSession(playwright, agent);
    await acceptRequestViaApi(agentApi, created.id);
    await agentApi.dispose();

    await signInViaApi(context, agent);
    await openQueue(page);
    await queueRow(page, title).getByRole('button', { name: 'Schedule Visit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/agent/schedule');
    await expectCalendarRules(page);

    const visitDate = nextWeekdayYmd(1);
    const form = page.getByRole('form', { name: 'Site visit' });
    await pickCalendarDay(page, visitDate);
    await chooseOption(page, form, 'Time', '8:00 AM');
    await chooseOption(page, form, 'Duration', '30 minutes');
    await form.getByRole('button', { name: 'Schedule Visit' }).click();
    await expectToast(page, VISIT_MESSAGES.scheduled);

    // 8:00 AM in Nairobi (05:00 UTC), not 8:00 AM in Honolulu.
    const stored = await getRequestViaApi(clientApi, created.id);
    await clientApi.dispose();
    expect(new Date(stored.visit?.scheduledDate ?? '').toISOString()).toBe(toScheduledInstant(visitDate, '8:00 AM'));
    expect(toScheduledInstant(visitDate, '8:00 AM')).toBe(`${visitDate}T05:00:00.000Z`);

    await page.goto('/agent/visits');
    const card = page.getByRole('list', { name: 'Site visits' }).getByRole('listitem', { name: title, exact: true });
    await expect(card.getByText('8:00 AM · 30 minutes')).toBeVisible();
    await expect(card.getByText(formatDate(toScheduledInstant(visitDate, '8:00 AM')), { exact: true })).toBeVisible();
  });
});
