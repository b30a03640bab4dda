/**
 * An admin opens /admin/requests already filtered (as a dashboard figure links there), sees
 * exactly the requests of one valuer made in the test, loads the next page, changes a filter,
 * opens a request and comes back to the same filtered list; on a phone the list is cards and the
 * page fits 360 px.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  newApiSession,
  signInViaApi,
  test,
  uniqueTitle,
  createRequestViaApi,
  type TestUser,
} from '../fixtures';
import { FitWalk, PHONE } from '../layout/phone-fit-helpers';

async function profileIdOf(api: APIRequestContext): Promise<string> {
  const me = (await (await api.get('/api/me')).json()) as { profile: { id: string } };
  return me.profile.id;
}

/** `count` requests of the client, each assigned by the admin to the valuer; newest last. */
async function assignedRequests(
  clientApi: APIRequestContext,
  adminApi: APIRequestContext,
  valuerId: string,
  count: number,
  prefix: string,
) {
  const made: Array<{ id: string; title: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const title = uniqueTitle(`${prefix} ${String(i + 1).padStart(2, '0')}`);
    const request = await createRequestViaApi(clientApi, { title, county: 'Kajiado', town: 'Kitengela' });
    const assigned = await adminApi.post(`/api/requests/${request.id}/assign`, { data: { agentId: valuerId } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    made.push({ id: request.id, title });
  }
  return made;
}

async function people(makeUser: (role?: 'user' | 'agent' | 'admin', init?: Partial<TestUser>) => Promise<TestUser>) {
  const suffix = Math.random().toString(36).slice(2, 6);
  return Promise.all([makeUser('user'), makeUser('agent', { name: `Jane Wanjiru ${suffix}` }), makeUser('admin')]);
}

test('an admin lists one valuer’s open requests from the address, loads more, changes a filter and comes back', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const [client, valuer, admin] = await people(makeUser);
  const [clientApi, valuerApi, adminApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, valuer),
    newApiSession(playwright, admin),
  ]);
  try {
    const valuerId = await profileIdOf(valuerApi);
    // 22 assigned, one then cancelled by the client: 21 open, one more than a page.
    const made = await assignedRequests(clientApi, adminApi, valuerId, 22, 'Kitengela plot');
    const cancelled = made[0];
    if (!cancelled) {
      throw new Error('no request made');
    }
    const cancel = await clientApi.post(`/api/requests/${cancelled.id}/cancel`, {
      data: { reason: 'Sold before the visit' },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);

    await signInViaApi(context, admin);
    await page.goto(`/admin/requests?status=open&valuerId=${valuerId}`);
    // The first page of a session loads the app, asks the server whether this is an admin and
    // loads the page's chunk: on a busy machine that takes longer than one assertion's default.
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(`Showing: Open requests assigned to ${valuer.name}`)).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('open');
    await expect(page.getByLabel('Valuer')).toHaveValue(valuerId);

    const table = page.getByRole('region', { name: 'Requests, newest received first' });
    const links = table.getByRole('link');
    await expect(links).toHaveCount(20);
    // Newest received first: the last one made heads the list.
    await expect(links.first()).toHaveText(made[21]?.title ?? '');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(links).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    const shown = await links.allTextContents();
    expect(new Set(shown)).toEqual(new Set(made.slice(1).map((r) => r.title)));

    // Another filter: the cancelled one alone.
    await page.getByLabel('Status').selectOption('cancelled');
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByText(`Showing: Cancelled requests assigned to ${valuer.name}`)).toBeVisible();
    await expect(links).toHaveCount(1);
    await expect(table.getByRole('row', { name: new RegExp(cancelled.title) })).toContainText('Cancelled');

    // Open it, and Back returns to the same filtered list.
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/requests/${cancelled.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(links).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
    await expect(page.getByText('Showing: All requests')).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('');
  } finally {
    await Promise.all([clientApi.dispose(), valuerApi.dispose(), adminApi.dispose()]);
  }
});

test('on a phone the requests are cards and the page fits 360 px', async ({ browser, makeUser, playwright }) => {
  test.setTimeout(90_000);
  const [client, valuer, admin] = await people(makeUser);
  const [clientApi, valuerApi, adminApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, valuer),
    newApiSession(playwright, admin),
  ]);
  const context = await browser.newContext(PHONE);
  try {
    const valuerId = await profileIdOf(valuerApi);
    const [only] = await assignedRequests(clientApi, adminApi, valuerId, 1, 'Kitengela maisonette');
    await signInViaApi(context, admin);
    const page = await context.newPage();
    await page.goto(`/admin/requests?valuerId=${valuerId}`);
    // A fresh session's first page loads the app and its chunk: slow on a busy machine.
    await expect(page.getByRole('list', { name: 'Requests' })).toBeVisible({ timeout: 45_000 });
    const walk = new FitWalk(page);
    await walk.visit(`/admin/requests?valuerId=${valuerId}`, (p) => p.getByRole('list', { name: 'Requests' }));
    walk.assertFits();

    const cards = page.getByRole('list', { name: 'Requests' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link', { name: only?.title ?? '' })).toBeVisible();
    await expect(cards.first()).toContainText('Kitengela, Kajiado');
    await expect(cards.first()).toContainText(valuer.name);
    await expect(page.getByRole('region', { name: 'Requests, newest received first' })).toBeHidden();
  } finally {
    await context.close();
    await Promise.all([clientApi.dispose(), valuerApi.dispose(), adminApi.dispose()]);
  }
});
