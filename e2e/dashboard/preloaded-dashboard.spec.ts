import type { Page } from '@playwright/test';
import { accountMenuButton, createRequestViaApi, expect, newApiSession, PHONE, signInPanel, signInViaApi, test, uniqueTitle } from '../fixtures';

/*
 * A signed-in visit of the client dashboard gets, with its HTML, preloads of the session, GET
 * /api/me and the dashboard's data (apps/server/src/platform/web.ts); the app's own fetches reuse
 * them. The page itself arrives pre-rendered (layout and session check) and is hydrated. Clients
 * open it on their phones: checked at a phone's size.
 */
test.use({ ...PHONE });

const PRELOADED = ['/api/auth/get-session?disableCookieCache=true', '/api/me', '/api/requests/stats', '/api/requests'];

/** How often the page asked for each preloaded URL (the preload itself included). */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = `${url.pathname}${url.search}`;
    if (PRELOADED.includes(key)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  });
  return counts;
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|preload/i.test(message.text())) {
      errors.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('signed in, the dashboard shows its real counters and requests, each asked for once (the preloads are reused)', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  const client = await makeUser('user');
  const api = await newApiSession(playwright, client);
  const titles = [uniqueTitle('Preloaded house'), uniqueTitle('Preloaded plot')];
  for (const title of titles) {
    await createRequestViaApi(api, { title });
  }
  await api.dispose();
  await signInViaApi(context, client);
  const errors = collectErrors(page);
  const counts = countRequests(page);

  const response = await page.goto('/client-dashboard');
  const html = (await response?.text()) ?? '';
  // Pre-rendered: the layout and the session check arrive as markup and are hydrated (no errors, below).
  expect(html).toContain('Checking your session');
  for (const url of PRELOADED) {
    expect(html, url).toContain(`<link rel="preload" as="fetch" crossorigin href="${url}">`);
  }
  await expect(page.getByRole('heading', { name: `Welcome back, ${client.name}!` })).toBeVisible();
  const total = page.getByRole('term').filter({ hasText: 'Total Requests' }).locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('2');
  const pending = page.getByRole('term').filter({ hasText: 'Pending' }).locator('xpath=following-sibling::dd');
  await expect(pending).toHaveText('2');
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  for (const title of titles) {
    await expect(overview.getByText(title)).toBeVisible();
  }
  // The navbar's account menu arrives once the page has painted.
  await expect(accountMenuButton(page, client.name)).toBeVisible();
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(PRELOADED.map((url) => [url, 1])));
  expect(errors).toEqual([]);
});

test('signed out, /client-dashboard preloads nothing of anyone and still sends the visitor to sign in', async ({ page }) => {
  const counts = countRequests(page);
  const response = await page.goto('/client-dashboard');
  expect((await response?.text()) ?? '').not.toContain('as="fetch"');
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/client-dashboard');
  await expect(signInPanel(page).getByLabel('Email')).toBeVisible();
  expect(counts.get('/api/me') ?? 0).toBe(0);
  expect(counts.get('/api/requests/stats') ?? 0).toBe(0);
});
