/**
 * Every route, for every role (signed out, client, agent, admin), in the light and the
 * dark theme, passes axe's WCAG 2.0/2.1/2.2 A and AA rules with no violation of any impact —
 * including the states people actually see: the estimate result, open dialogs and menus, open
 * selects, forms showing their validation errors, and the page a denied visitor is sent to.
 *
 * One test per role × theme walks its pages in one browser context and reports every finding at
 * the end (see a11y-helpers.ts), so a run shows all problems at once and stays fast.
 */
import type { Page } from '@playwright/test';
import { GUARD_MESSAGES } from '@thamani/domain/messages';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  createUser,
  expect,
  newApiSession,
  nextWeekdayYmd,
  scheduleVisitViaApi,
  signInViaApi,
  test,
  toasts,
  uniqueTitle,
} from '../fixtures';
import { A11yWalk, navigate, NOT_FOUND_HEADING, type Theme, themedContext, waitForRendered } from './a11y-helpers';

/** Requests of this suite go to a county no other spec uses, so the agent's filtered queue stays short. */
const COUNTY = 'Lamu';

test.describe.configure({ mode: 'parallel' });

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('main').getByRole('heading', { level, name });

/** The home page a denied visitor is sent to, with the guard's toast on screen. */
async function expectDenied(page: Page, theme: Theme, description: string): Promise<void> {
  await expect(toasts(page).getByText(description)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await waitForRendered(page, theme, page.getByRole('button', { name: 'Get Instant Estimate' }));
}

/** Opens a Radix select (a combobox) by its label and waits for its list. */
async function openSelect(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
}

/** The pages every signed-in role shares: the account menu, the bell, /auth's panel, a 404. */
async function walkSignedInCommon(walk: A11yWalk, page: Page, theme: Theme, name: string): Promise<void> {
  await walk.check('account menu open', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await walk.check('notification bell open', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu').locator('[data-slot="skeleton"]')).toHaveCount(0);
  });
  await page.keyboard.press('Escape');
  await walk.visit('/auth', (p) => p.getByRole('link', { name: 'Go to Home Page' }), '/auth (already signed in)');
  await walk.visit('/krooki-extractor');
  await walk.visit('/no-such-page', heading(NOT_FOUND_HEADING), '404 (signed in)');
  void theme;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test(`signed out: every public page and state has no WCAG A/AA violation`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await themedContext(browser, theme);
      const page = await context.newPage();
      const walk = new A11yWalk(page, theme);
      try {
        await walk.visit('/', (p) => p.getByRole('button', { name: 'Get Instant Estimate' }));
        await walk.check('/ property type select open', async () => {
          await openSelect(page, 'Property Type');
        });
        await walk.check('/ estimate result', async () => {
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
        await walk.check('/forgot-password errors', async () => {
          await page
            .getByRole('main')
            .getByRole('button')
            .filter({ hasText: /send|reset/i })
            .first()
            .click();
          await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
        });
        await walk.visit('/reset-password', undefined, '/reset-password (no token)');
        await walk.visit('/reset-password?token=not-a-real-token', undefined, '/reset-password?token=…');
        await walk.check('/reset-password errors', async () => {
          await page
            .getByRole('main')
            .getByRole('button', { name: /password/i })
            .first()
            .click();
          await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
        });
        await walk.visit('/no-such-page', heading(NOT_FOUND_HEADING), '404');
        await walk.check('/dashboard → sign in first', async () => {
          await navigate(page, '/dashboard');
          await expect(toasts(page).getByText(GUARD_MESSAGES.signInRequired)).toBeVisible();
          await waitForRendered(page, theme, page.getByRole('tabpanel', { name: 'Sign In' }));
        });
      } finally {
        await context.close();
      }
      walk.assertClean();
    });

    test(`client: every client page and state has no WCAG A/AA violation`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const client = await createUser(request, 'user');
      const context = await themedContext(browser, theme);
      const page = await context.newPage();
      const walk = new A11yWalk(page, theme);
      try {
        await signInViaApi(context, client);
        const created = await createRequestViaApi(context.request, {
          title: uniqueTitle('A11y bungalow'),
          county: COUNTY,
        });

        await walk.visit('/dashboard', heading(`Welcome back, ${client.name}!`), '/dashboard overview');
        for (const tab of ['My Requests', 'Notifications']) {
          await walk.check(`/dashboard ${tab} tab`, async () => {
            await page.getByRole('tab', { name: tab }).click();
            await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
            await waitForRendered(page, theme);
          });
        }
        await walk.visit('/client-dashboard', heading(`Welcome back, ${client.name}!`));
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
        await walk.visit(
          '/my-requests/00000000-0000-4000-8000-000000000000',
          undefined,
          '/my-requests/:id (not found)',
        );
        await walkSignedInCommon(walk, page, theme, client.name);
        await walk.check('client on /admin (denied)', async () => {
          await navigate(page, '/admin');
          await expectDenied(page, theme, GUARD_MESSAGES.adminRequired);
        });
        await walk.check('client on /agent-dashboard (denied)', async () => {
          await navigate(page, '/agent-dashboard');
          await expectDenied(page, theme, GUARD_MESSAGES.agentRequired);
        });
      } finally {
        await context.close();
      }
      walk.assertClean();
    });

    test(`agent: every agent page and state has no WCAG A/AA violation`, async ({ browser, request, playwright }) => {
      test.setTimeout(180_000);
      const [client, agent] = await Promise.all([createUser(request, 'user'), createUser(request, 'agent')]);
      const clientApi = await newApiSession(playwright, client);
      const context = await themedContext(browser, theme);
      const page = await context.newPage();
      const walk = new A11yWalk(page, theme);
      try {
        await signInViaApi(context, agent);
        // One request with a visit (visit pages) and one accepted, waiting to be scheduled.
        const visited = await createRequestViaApi(clientApi, { title: uniqueTitle('A11y villa'), county: COUNTY });
        const waiting = await createRequestViaApi(clientApi, { title: uniqueTitle('A11y plot'), county: COUNTY });
        await acceptRequestViaApi(context.request, visited.id);
        await acceptRequestViaApi(context.request, waiting.id);
        const visit = await scheduleVisitViaApi(context.request, {
          requestId: visited.id,
          propertyId: visited.property?.id ?? '',
          date: nextWeekdayYmd(2),
          time: '10:00 AM',
        });

        await walk.visit('/agent-dashboard');
        await walk.visit(`/agent-dashboard/requests?county=${COUNTY}`, (p) =>
          p.getByRole('list', { name: 'Request queue' }),
        );
        await walk.check('/agent-dashboard/requests status select open', async () => {
          await openSelect(page, 'Status');
        });
        await page.keyboard.press('Escape');
        await walk.visit('/agent-dashboard/reports/drafts');
        await walk.visit('/agent-dashboard/templates');
        await walk.visit('/inspections');
        await walk.visit('/agent/report/demo-report', undefined, '/agent/report/:id');
        await walk.visit('/agent/report/demo-report/enhanced', undefined, '/agent/report/:id/enhanced');
        await walk.check('/agent/schedule', async () => {
          // With the navigation state the queue's Schedule Visit passes.
          await navigate(page, '/agent/schedule', { requestId: waiting.id, propertyId: waiting.property?.id ?? '' });
          await waitForRendered(page, theme, heading('Schedule Site Visit')(page));
          await expect(page.getByRole('group', { name: 'Date' }).getByRole('grid')).toBeVisible();
        });
        await walk.check('/agent/schedule errors', async () => {
          await page.getByRole('button', { name: 'Schedule Visit' }).click();
          await expect(page.getByText('Please select a date')).toBeVisible();
        });
        await walk.check('/agent/schedule time select open', async () => {
          await openSelect(page, 'Time');
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
        await walk.visit(
          '/agent/visit/00000000-0000-4000-8000-000000000000',
          undefined,
          '/agent/visit/:id (not found)',
        );
        await walkSignedInCommon(walk, page, theme, agent.name);
        await walk.check('agent on /admin (denied)', async () => {
          await navigate(page, '/admin');
          await expectDenied(page, theme, GUARD_MESSAGES.adminRequired);
        });
      } finally {
        await context.close();
        await clientApi.dispose();
      }
      walk.assertClean();
    });

    test(`admin: every admin page and state has no WCAG A/AA violation`, async ({ browser, request, playwright }) => {
      test.setTimeout(180_000);
      const [client, agent, admin] = await Promise.all([
        createUser(request, 'user'),
        createUser(request, 'agent'),
        createUser(request, 'admin'),
      ]);
      const clientApi = await newApiSession(playwright, client);
      const agentApi = await newApiSession(playwright, agent);
      const context = await themedContext(browser, theme);
      const page = await context.newPage();
      const walk = new A11yWalk(page, theme);
      try {
        await signInViaApi(context, admin);
        const requested = await createRequestViaApi(clientApi, { title: uniqueTitle('A11y shop'), county: COUNTY });
        await acceptRequestViaApi(agentApi, requested.id);
        const visit = await scheduleVisitViaApi(agentApi, {
          requestId: requested.id,
          propertyId: requested.property?.id ?? '',
          date: nextWeekdayYmd(3),
          time: '2:00 PM',
        });

        // The dashboard is ready once its figures are in and a chart is drawn.
        for (const path of ['/admin', '/admin-dashboard']) {
          await walk.visit(path, (p) => p.locator('.uplot canvas').first());
        }
        await walk.visit('/admin/reports');
        await walk.visit(`/admin/properties?county=${COUNTY}`, (p) =>
          p.getByRole('list', { name: 'Properties found' }),
        );
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
        await walkSignedInCommon(walk, page, theme, admin.name);
        await walk.check('admin on /agent/schedule (denied)', async () => {
          await navigate(page, '/agent/schedule');
          await expectDenied(page, theme, GUARD_MESSAGES.agentRequired);
        });
      } finally {
        await context.close();
        await clientApi.dispose();
        await agentApi.dispose();
      }
      walk.assertClean();
    });
  });
}
