/**
 * Every route, for every role, fits a 360 px phone: no page (nor its open menus, dialogs, chat
 * or error states) is wider than the screen, so the phone never zooms out or scrolls sideways.
 * The data is made long on purpose (unbroken names, e-mails, titles, LR numbers), as real data
 * sometimes is.
 *
 * One test per role walks its pages in one phone context and reports every page that overflows
 * at the end, with its width and the elements that stick out.
 */
import type { Page } from '@playwright/test';
import type { CreateRequestInput } from '@thamani/domain/requests';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  createUser,
  expect,
  newApiSession,
  nextWeekdayYmd,
  signInViaApi,
  scheduleVisitViaApi,
  test,
  uniqueTitle,
} from '../fixtures';
import { navigate, NOT_FOUND_HEADING, waitForRendered } from '../a11y/a11y-helpers';
import { FitWalk, PHONE } from './phone-fit-helpers';

/** A county few other specs use, so the agent's filtered queue stays short. */
const COUNTY = 'Marsabit';

test.use({ ...PHONE, actionTimeout: 10_000 });
test.describe.configure({ mode: 'parallel' });

/** Names without a space to break at, the longest a person might type. */
const LONG_NAME = 'Wanjiku-Nyambura-Kamau-Achieng-Otieno';

/** A request whose every text is as unbroken as the form allows. */
function longRequest(): Partial<CreateRequestInput> {
  return {
    title: uniqueTitle('KilimaniExecutivePenthouseResidenceBlockC'),
    county: COUNTY,
    town: 'KitengelaEastNorthernBypassJunction',
    address: 'PlotNumberFourHundredAndFiftyOneArgwingsKodhekRoadOffNgongRoadKilimani',
    lrNumber: 'Nairobi.Block.82.Kilimani.Estate.Phase.II/1234567890123',
    notes: 'CallTheCaretakerBeforeComingTheGateIsLockedAndTheDogsAreLoose',
  };
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

/** The banner's account menu, opened (on a phone it also holds the role links). */
async function openAccountMenu(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** What every signed-in role shares: the account menu, the bell, the 404 and /krooki-extractor. */
async function walkSignedInCommon(walk: FitWalk, page: Page, name: string): Promise<void> {
  await walk.check('account menu open', () => openAccountMenu(page, name));
  await page.keyboard.press('Escape');
  await walk.check('notification bell open', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await walk.visit('/krooki-extractor');
  await walk.visit('/auth', (p) => p.getByRole('link', { name: 'Go to Home Page' }), '/auth (signed in)');
  await walk.visit('/no-such-page', heading(NOT_FOUND_HEADING), '404 (signed in)');
}

test('signed out: every public page fits a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  const walk = new FitWalk(page);
  await walk.visit('/', (p) => p.getByRole('button', { name: 'Get Instant Estimate' }));
  await walk.check('/ estimate result', async () => {
    await page.getByRole('combobox', { name: 'Property Type' }).click();
    await page.getByRole('option', { name: 'Residential' }).click();
    await page.getByLabel('Location').fill('Westlands, Nairobi');
    await page.getByLabel('Size (square metres)').fill('250');
    await page.getByRole('button', { name: 'Get Instant Estimate' }).click();
    await expect(page.getByText('Estimated value')).toBeVisible();
  });
  await walk.check('/ chat panel open', async () => {
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
  });
  // On a phone the open panel covers the lower screen, where the next pages' buttons are.
  await page.getByRole('region', { name: 'Chat' }).getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('region', { name: 'Chat' })).toBeHidden();
  await walk.visit('/valuation');
  await walk.visit('/auth', (p) => p.getByRole('tabpanel', { name: 'Sign In' }));
  await walk.check('/auth sign-in errors', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(panel.getByText('Please enter a valid email address.')).toBeVisible();
  });
  await walk.visit('/auth?tab=signup', (p) => p.getByRole('tabpanel', { name: 'Sign Up' }));
  await walk.check('/auth sign-up errors', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(panel.getByText('Full name must be at least 3 characters.')).toBeVisible();
  });
  await walk.visit('/login', (p) => p.getByRole('tabpanel', { name: 'Sign In' }));
  await walk.visit('/register', (p) => p.getByRole('tab', { name: 'Sign Up' }));
  await walk.visit('/forgot-password');
  await walk.visit('/reset-password', undefined, '/reset-password (no token)');
  await walk.visit('/reset-password?token=not-a-real-token', undefined, '/reset-password?token=…');
  await walk.visit('/no-such-page', heading(NOT_FOUND_HEADING), '404');
  await walk.check('/dashboard → sign in first', async () => {
    await navigate(page, '/dashboard');
    await waitForRendered(page, 'light', page.getByRole('tabpanel', { name: 'Sign In' }));
  });
  walk.assertFits();
});

test('client: every client page fits a 360 px phone', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const client = await createUser(request, 'user', { name: LONG_NAME });
  await signInViaApi(context, client);
  const created = await createRequestViaApi(context.request, longRequest());
  const walk = new FitWalk(page);

  await walk.visit('/dashboard', heading(/^Welcome back/), '/dashboard overview');
  for (const tab of ['My Requests', 'Notifications']) {
    await walk.check(`/dashboard ${tab} tab`, async () => {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await waitForRendered(page, 'light');
    });
  }
  await walk.visit('/client-dashboard', heading(/^Welcome back/));
  await walk.visit('/request', (p) => p.getByRole('form', { name: 'Valuation request' }));
  await walk.check('/request errors', async () => {
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByLabel('Property title')).toHaveAttribute('aria-invalid', 'true');
  });
  await walk.visit('/my-requests', (p) => p.getByRole('list', { name: 'Valuation requests' }));
  await walk.visit(`/my-requests/${created.id}`, heading(created.property?.title ?? ''), '/my-requests/:id');
  await walk.check('/my-requests/:id cancel dialog', async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Cancel/ })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await walk.visit('/my-requests/00000000-0000-4000-8000-000000000000', undefined, '/my-requests/:id (not found)');
  await walkSignedInCommon(walk, page, client.name);
  walk.assertFits();
});

test('agent: every agent page fits a 360 px phone', async ({ page, context, request, playwright }) => {
  test.setTimeout(150_000);
  const [client, agent] = await Promise.all([
    createUser(request, 'user', { name: LONG_NAME }),
    createUser(request, 'agent', { name: `Valuer-${LONG_NAME}` }),
  ]);
  const clientApi = await newApiSession(playwright, client);
  try {
    await signInViaApi(context, agent);
    const visited = await createRequestViaApi(clientApi, longRequest());
    const waiting = await createRequestViaApi(clientApi, longRequest());
    await acceptRequestViaApi(context.request, visited.id);
    await acceptRequestViaApi(context.request, waiting.id);
    const visit = await scheduleVisitViaApi(context.request, {
      requestId: visited.id,
      propertyId: visited.property?.id ?? '',
      date: nextWeekdayYmd(2),
      time: '10:00 AM',
      notes: 'BringTheKrookiAndTheTitleDeedCopyForTheCaretakerToSignOffOnSite',
    });
    const walk = new FitWalk(page);

    await walk.visit('/agent-dashboard');
    await walk.visit(`/agent-dashboard/requests?county=${COUNTY}`, (p) =>
      p.getByRole('list', { name: 'Request queue' }),
    );
    await walk.visit('/agent-dashboard/reports/drafts');
    await walk.visit('/agent-dashboard/templates');
    await walk.visit('/inspections');
    await walk.visit('/agent/report/demo-report', undefined, '/agent/report/:id');
    await walk.visit('/agent/report/demo-report/enhanced', undefined, '/agent/report/:id/enhanced');
    await walk.check('/agent/schedule', async () => {
      await navigate(page, '/agent/schedule', { requestId: waiting.id, propertyId: waiting.property?.id ?? '' });
      await waitForRendered(page, 'light', heading('Schedule Site Visit')(page));
      await expect(page.getByRole('group', { name: 'Date' }).getByRole('grid')).toBeVisible();
    });
    await walk.check('/agent/schedule errors', async () => {
      await page.getByRole('button', { name: 'Schedule Visit' }).click();
      await expect(page.getByText('Please select a date')).toBeVisible();
    });
    await walk.check('/agent/schedule time list open', async () => {
      await page.getByRole('combobox', { name: 'Time' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await walk.visit('/agent/visits', (p) => p.getByRole('list', { name: 'Site visits' }));
    await walk.visit(
      `/agent/visit/${visit.id}`,
      (p) => p.getByRole('button', { name: 'Cancel Visit' }),
      '/agent/visit/:id',
    );
    await walk.check('/agent/visit/:id cancel dialog', async () => {
      await page.getByRole('button', { name: 'Cancel Visit' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await walk.check('/agent/visit/:id reschedule', async () => {
      await page.getByRole('button', { name: 'Reschedule' }).click();
      await expect(page.getByRole('group', { name: 'Date' }).getByRole('grid')).toBeVisible();
    });
    await walk.visit(
      `/agent/visit/${visit.id}/review`,
      (p) => p.getByRole('form', { name: 'Post-visit review' }),
      '/agent/visit/:id/review',
    );
    await walk.check('/agent/visit/:id/review errors', async () => {
      await page.getByRole('button', { name: 'Save Review' }).click();
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    });
    await walk.visit('/agent/visit/00000000-0000-4000-8000-000000000000', undefined, '/agent/visit/:id (not found)');
    await walkSignedInCommon(walk, page, agent.name);
    walk.assertFits();
  } finally {
    await clientApi.dispose();
  }
});

test('admin: every admin page fits a 360 px phone', async ({ page, context, request, playwright }) => {
  test.setTimeout(120_000);
  const [client, agent, admin] = await Promise.all([
    createUser(request, 'user', { name: LONG_NAME }),
    createUser(request, 'agent'),
    createUser(request, 'admin', { name: `Admin-${LONG_NAME}` }),
  ]);
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  try {
    await signInViaApi(context, admin);
    const requested = await createRequestViaApi(clientApi, longRequest());
    await acceptRequestViaApi(agentApi, requested.id);
    const visit = await scheduleVisitViaApi(agentApi, {
      requestId: requested.id,
      propertyId: requested.property?.id ?? '',
      date: nextWeekdayYmd(3),
      time: '2:00 PM',
    });
    const walk = new FitWalk(page);

    // The dashboard, with its figures in and its charts drawn at the phone's width.
    for (const path of ['/admin', '/admin-dashboard']) {
      await walk.visit(path, (p) => p.locator('.uplot canvas').nth(1));
    }
    await walk.visit('/admin/reports');
    await walk.visit(`/admin/properties?county=${COUNTY}`, (p) => p.getByRole('list', { name: 'Properties found' }));
    await walk.visit(
      `/admin/properties/${requested.property?.id ?? ''}`,
      (p) => p.getByRole('region', { name: 'Site visits' }),
      '/admin/properties/:id',
    );
    await walk.visit('/admin/audit', (p) => p.getByRole('table', { name: 'Audit log, newest first' }));
    await walk.visit(`/agent-dashboard/requests?county=${COUNTY}`, (p) =>
      p.getByRole('list', { name: 'Request queue' }),
    );
    await walk.visit('/agent/visits');
    await walk.visit(`/agent/visit/${visit.id}`, undefined, '/agent/visit/:id (admin)');
    await walk.visit('/inspections');
    await walkSignedInCommon(walk, page, admin.name);
    walk.assertFits();
  } finally {
    await clientApi.dispose();
    await agentApi.dispose();
  }
});
