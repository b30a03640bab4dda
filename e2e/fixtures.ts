/**
 * Shared helpers for the e2e specs: fresh users per test (never shared state), sign-in through
 * the UI or straight through the auth API, and locators for the parts every spec touches
 * (toasts, the navigation bar, the account menu).
 */
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { Role } from '@thamani/domain/roles';

export { expect };

export const BASE_URL = 'http://127.0.0.1:3100';
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

interface Fixtures {
  /** Creates a fresh user with the given role through the API. */
  makeUser: (role?: Role, init?: Partial<TestUser>) => Promise<TestUser>;
}

export const test = base.extend<Fixtures>({
  makeUser: async ({ request, baseURL }, use) => {
    await use((role = 'user', init = {}) => createUser(request, role, init, baseURL));
  },
});
