/**
 * Shared helpers for the e2e specs: fresh users per test (never shared state), sign-in through
 * the UI or straight through the auth API, and locators for the parts every spec touches
 * (toasts, the navigation bar, the account menu).
 */
import { test as base, devices, expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { CreateRequestInput, RequestDetail } from '@thamani/domain/requests';
import type { Role } from '@thamani/domain/access';
import { isWeekend, nairobiToday, type VisitDetail } from '@thamani/domain/visits';
import { MONTH_NAMES, WEEKDAY_NAMES } from '@thamani/domain/calendar-names';

export { expect };

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
export const DEMO_PASSWORD = 'Thamani2026!';
export const DEMO_ACCOUNTS = {
  user: 'client@thamani.test',
  agent: 'agent@thamani.test',
  admin: 'admin@thamani.test',
} as const satisfies Record<Role, string>;

export interface TestUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

let counter = 0;

/** A unique address per call, also across the two workers and across runs. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${process.pid}-${counter}-${random}@example.test`;
}

export function newUserData(role: Role = 'user', init: Partial<TestUser> = {}): TestUser {
  const suffix = Math.random().toString(36).slice(2, 6);
  return {
    name: `E2E ${role[0]?.toUpperCase()}${role.slice(1)} ${suffix}`,
    email: uniqueEmail(role),
    password: `Pw-${Math.random().toString(36).slice(2, 10)}`,
    role,
    ...init,
  };
}

/** Signs a user up through better-auth's endpoint (role honoured while role self-service is on). */
export async function createUser(
  request: APIRequestContext,
  role: Role = 'user',
  init: Partial<TestUser> = {},
  origin = BASE_URL,
): Promise<TestUser> {
  const user = newUserData(role, init);
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: user.name, email: user.email, password: user.password, role: user.role },
    headers: { origin },
  });
  expect(response.status(), `sign-up of ${user.email}: ${await response.text()}`).toBe(200);
  return user;
}

/**
 * Signs in through the auth API with the context's own request client, so the session cookie
 * lands in the browser context (faster than the UI where the UI is not what is being tested).
 */
export async function signInViaApi(
  context: BrowserContext,
  user: Pick<TestUser, 'email' | 'password'>,
  origin = BASE_URL,
): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(response.status(), `sign-in of ${user.email}: ${await response.text()}`).toBe(200);
}

/** The Sign In tab's panel on /auth. */
export function signInPanel(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Sign In' });
}

/** The Sign Up tab's panel on /auth. */
export function signUpPanel(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Sign Up' });
}

/** Fills and submits the Sign In form (opening /auth first unless told not to). */
export async function signInViaUi(page: Page, email: string, password: string, { open = true } = {}): Promise<void> {
  if (open) {
    await page.goto('/auth');
    // A page from a context the spec made itself has no waiting goto (the `page` fixture's).
    await liveApp(page);
  }
  const panel = signInPanel(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The toaster region (sonner labels it "Notifications alt+T"). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** Waits for a toast with the given title (and description, when given). */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: typeof title === 'string' }).first()).toBeVisible();
  if (description !== undefined) {
    await expect(region.getByText(description, { exact: typeof description === 'string' }).first()).toBeVisible();
  }
}

/** The main navigation bar (the banner's navigation). */
export function navBar(page: Page): Locator {
  return page.getByRole('banner');
}

/** The button that opens the account menu: it shows the user's full name (or e-mail). */
export function accountMenuButton(page: Page, nameOrEmail: string): Locator {
  return navBar(page).getByRole('button', { name: nameOrEmail });
}

/** Opens the account menu and returns it. */
export async function openAccountMenu(page: Page, nameOrEmail: string): Promise<Locator> {
  await accountMenuButton(page, nameOrEmail).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** A link or a button with this exact accessible name (the spec calls some links "buttons"). */
export function linkOrButton(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('link', { name, exact: true }).or(scope.getByRole('button', { name, exact: true }));
}

export const ROLE_LINKS: Record<Role, ReadonlyArray<readonly [name: string, href: string]>> = {
  admin: [
    ['Dashboard', '/admin'],
    ['Properties', '/admin/properties'],
    ['Reports', '/admin/reports'],
  ],
  agent: [
    ['Dashboard', '/agent-dashboard'],
    ['Requests', '/agent-dashboard/requests'],
    ['Reports', '/agent-dashboard/reports/drafts'],
    ['Templates', '/agent-dashboard/templates'],
    ['Inspections', '/inspections'],
  ],
  user: [
    ['Home', '/'],
    ['Request Valuation', '/request'],
    ['My Requests', '/my-requests'],
  ],
};

/**
 * A Pixel 7 (touch, mobile user agent, 412 × 839) for `test.use` or `browser.newContext`, without
 * its default browser type: the project keeps its browser, and a describe group may use it.
 */
export const PHONE = (({ defaultBrowserType: _browser, ...phone }) => phone)(devices['Pixel 7']);

interface Fixtures {
  /** Creates a fresh user with the given role through the API. */
  makeUser: (role?: Role, init?: Partial<TestUser>) => Promise<TestUser>;
}

/**
 * Holds back the app's entry script until the returned function is called: until then the page
 * shows only what its HTML painted (a first screen, the frame, a greeting).
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the live app has replaced a page's painted first screen (at once on other pages). */
export async function liveApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-shell]') === null, undefined, { timeout: 30_000 });
}

/**
 * `/` and `/auth` arrive with a painted picture of their first screen, and the app's code is
 * fetched after that paint, so their load event no longer means the app is running. goto() and
 * reload() wait until the live app has replaced the picture (unless told to wait only for the
 * response), which is what they meant before: each expectation's time is then the app's own.
 */
function waitingForTheLiveApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenLiveApp = async <R>(navigation: Promise<R>, options?: { waitUntil?: string }): Promise<R> => {
    const response = await navigation;
    if (options?.waitUntil !== 'commit') {
      await liveApp(page);
    }
    return response;
  };
  page.goto = (url, options) => thenLiveApp(goto(url, options), options);
  page.reload = (options) => thenLiveApp(reload(options), options);
  return page;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitingForTheLiveApp(page));
  },
  makeUser: async ({ request, baseURL }, use) => {
    await use((role = 'user', init = {}) => createUser(request, role, init, baseURL));
  },
});

// ---------------------------------------------------------------------------------------------
// The request lifecycle: API actors, requests, visits, Nairobi dates and the locators the
// request, visit and notification specs share.

/** The Playwright worker's request factory (the `playwright` fixture). */
export type PlaywrightApi = PlaywrightWorkerArgs['playwright'];

/**
 * A stand-alone API session signed in as `user` (its own cookie jar, apart from any browser
 * context): for the other party of a flow, e.g. the client who orders while the agent is on screen.
 * Dispose of it at the end of the test.
 */
export async function newApiSession(
  playwright: PlaywrightApi,
  user: Pick<TestUser, 'email' | 'password'>,
  baseURL = BASE_URL,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  expect(response.status(), `sign-in of ${user.email}: ${await response.text()}`).toBe(200);
  return api;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDaysYmd(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Today in Nairobi plus `days` (the business calendar, whatever the machine's zone). */
export function nairobiDatePlus(days: number): string {
  return addDaysYmd(nairobiToday(), days);
}

/** The first Monday–Friday at least `minDaysAhead` days after today in Nairobi. */
export function nextWeekdayYmd(minDaysAhead = 1): string {
  let ymd = nairobiDatePlus(minDaysAhead);
  while (isWeekend(ymd)) {
    ymd = addDaysYmd(ymd, 1);
  }
  return ymd;
}

/** A unique, recognisable property title (the queue and lists are shared by parallel tests). */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A valid /request body (residential, 3 bedrooms, preferred date next week). */
export function requestBody(init: Partial<CreateRequestInput> = {}): CreateRequestInput {
  return {
    title: uniqueTitle('E2E house'),
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Road, off Ngong Road',
    lrNumber: 'LR No. 209/12345',
    sizeSqm: '450',
    bedrooms: '3',
    purpose: 'mortgage',
    preferredDate: nairobiDatePlus(7),
    contactPhone: '+254712345678',
    notes: 'Call before coming; the gate is locked.',
    ...init,
  };
}

/** POST /api/requests with a client's session; returns the created request. */
export async function createRequestViaApi(
  api: APIRequestContext,
  init: Partial<CreateRequestInput> = {},
): Promise<RequestDetail> {
  const response = await api.post('/api/requests', { data: requestBody(init) });
  expect(response.status(), `POST /api/requests: ${await response.text()}`).toBe(201);
  return (await response.json()) as RequestDetail;
}

/** GET /api/requests/:id with the given session. */
export async function getRequestViaApi(api: APIRequestContext, id: string): Promise<RequestDetail> {
  const response = await api.get(`/api/requests/${id}`);
  expect(response.status(), `GET /api/requests/${id}: ${await response.text()}`).toBe(200);
  return (await response.json()) as RequestDetail;
}

/** POST /api/requests/:id/accept as an agent (→ assigned to that agent). */
export async function acceptRequestViaApi(api: APIRequestContext, id: string): Promise<RequestDetail> {
  const response = await api.post(`/api/requests/${id}/accept`);
  expect(response.status(), `accept ${id}: ${await response.text()}`).toBe(200);
  return (await response.json()) as RequestDetail;
}

/** POST /api/visits as the assigned agent. */
export async function scheduleVisitViaApi(
  api: APIRequestContext,
  body: { requestId: string; propertyId: string; date: string; time: string; durationMinutes?: number; notes?: string },
): Promise<VisitDetail> {
  const response = await api.post('/api/visits', { data: body });
  expect(response.status(), `POST /api/visits: ${await response.text()}`).toBe(201);
  return (await response.json()) as VisitDetail;
}

/** The valuer takes the request and books its site visit on `date` at `time`: the request is then visit_scheduled. */
export async function acceptAndBookVisitViaApi(
  agentApi: APIRequestContext,
  request: RequestDetail,
  { date, time, durationMinutes = 60 }: { date: string; time: string; durationMinutes?: number },
): Promise<VisitDetail> {
  await acceptRequestViaApi(agentApi, request.id);
  return scheduleVisitViaApi(agentApi, {
    requestId: request.id,
    propertyId: request.property?.id ?? '',
    date,
    time,
    durationMinutes,
  });
}

/** `text` for use inside a RegExp, matched literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The value (<dd>) next to a label (<dt>) in a definition list, e.g. a dashboard counter. */
export function definitionFor(scope: Page | Locator, label: string): Locator {
  const exact = new RegExp(`^\\s*${escapeRegExp(label)}:?\\s*$`);
  return scope.locator('dt').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

/** The navigation bar's bell; its name is "Notifications" or "Notifications, N unread". */
export function notificationBell(page: Page): Locator {
  return navBar(page).getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
}

/** One row of the agent's request queue, by its property title. */
export function queueRow(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Request queue' }).getByRole('listitem', { name: title, exact: true });
}

/** Picks an option of a Radix select (a combobox) by the combobox's label. */
export async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) {
    return `${n}th`;
  }
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The calendar's (react-day-picker) name of a day button: "[Today, ]Monday, November 23rd, 2026[, selected][, client’s preferred date]". */
export function calendarDayName(ymd: string): RegExp {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  return new RegExp(
    `^(Today, )?${weekday}, ${MONTH_NAMES[m - 1] ?? ''} ${ordinal(d)}, ${y}(, selected)?(, client’s preferred date)?$`,
  );
}

/** Clicks a day in the visit calendar ("Date" group), moving to the next month when it is not shown yet. */
export async function pickCalendarDay(page: Page, ymd: string): Promise<void> {
  const calendar = page.getByRole('group', { name: 'Date' });
  const day = calendar.getByRole('button', { name: calendarDayName(ymd) });
  // The month is on screen before deciding whether the day is in it.
  await expect(calendar.getByRole('grid')).toBeVisible();
  if ((await day.count()) === 0) {
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await day.click();
}
