/**
 * An admin opens the dashboard, sees the figures of work created in the test, changes the range
 * (a quick range and typed dates, kept in the address), reads a chart's numbers as a table, and
 * follows figures to the list of requests they count.
 */
import type { Page } from '@playwright/test';
import { addDays } from '@thamani/domain/admin-dashboard';
import { formatKenyanDate } from '@thamani/domain/kenyan-date';
import { nairobiToday } from '@thamani/domain/visits';
import {
  acceptRequestViaApi,
  createRequestViaApi,
  expect,
  newApiSession,
  signInViaApi,
  test,
  uniqueTitle,
} from '../fixtures';

// A county no other spec orders in, so its row is this spec's requests (plus earlier repeats).
const COUNTY = 'Samburu';

function countyTable(page: Page) {
  return page
    .getByRole('region', { name: 'Requests by county' })
    .getByRole('table', { name: 'Requests received by county' });
}

test('an admin reads the figures, changes the range and follows a figure to its requests', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  try {
    const takenTitle = uniqueTitle('Maralal plot');
    const otherTitle = uniqueTitle('Wamba plot');
    const taken = await createRequestViaApi(clientApi, { county: COUNTY, town: 'Maralal', title: takenTitle });
    await createRequestViaApi(clientApi, { county: COUNTY, town: 'Wamba', title: otherTitle });
    await acceptRequestViaApi(agentApi, taken.id);

    await signInViaApi(context, admin);
    await page.goto('/admin');
    // The first load (bundle, session, the page's chunk and its figures) may take a while on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    const figures = page.getByRole('list', { name: 'Key figures' });
    await expect(figures.getByRole('link', { name: /^Received/ })).toBeVisible({ timeout: 20_000 });
    const today = nairobiToday();
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'true');

    // The new valuer holds exactly the request they took.
    const workload = page.getByRole('region', { name: 'Work per valuer' });
    await expect(workload.getByRole('link', { name: `1 open: ${agent.name}` })).toBeVisible();
    await expect(workload.getByRole('link', { name: `0 overdue: ${agent.name}` })).toBeVisible();

    // A quick range, then typed dates: both land in the address.
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${addDays(today, -6)}&to=${today}$`));
    await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'true');
    await page.getByLabel('From', { exact: true }).fill(addDays(today, -1));
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show figures' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${addDays(today, -1)}&to=${today}$`));
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(formatKenyanDate(addDays(today, -1)));

    // The county chart's numbers, as a table.
    const counties = page.getByRole('region', { name: 'Requests by county' });
    await counties.getByText('Show as table').click();
    const row = countyTable(page).getByRole('row', { name: new RegExp(`^${COUNTY}`) });
    await expect(row).toBeVisible();
    const countLink = row.getByRole('link', { name: new RegExp(`^\\d+ requests: ${COUNTY}$`) });
    expect(Number(await countLink.textContent())).toBeGreaterThanOrEqual(2);
    // The weekly turnaround chart draws once its library has arrived.
    await expect(page.getByRole('region', { name: 'Turnaround by week' }).locator('canvas')).toBeAttached({
      timeout: 20_000,
    });

    // The figures of the new range, not the last range's still on screen while they load.
    await expect(countLink).toHaveAttribute('href', new RegExp(`receivedFrom=${addDays(today, -1)}&`));
    await countLink.click();
    await expect(page).toHaveURL(
      `/admin/requests?receivedFrom=${addDays(today, -1)}&receivedTo=${today}&county=${COUNTY}`,
    );
    const list = page.getByRole('region', { name: 'Requests, newest received first' });
    await expect(list.getByRole('link', { name: takenTitle })).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole('link', { name: otherTitle })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?from=${addDays(today, -1)}&to=${today}$`));

    // The valuer's open work opens the list of exactly those requests.
    await page
      .getByRole('region', { name: 'Work per valuer' })
      .getByRole('link', { name: `1 open: ${agent.name}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/requests\?status=open&valuerId=[0-9a-f-]{36}$/);
    // Exactly the one request the figure counted.
    await expect(list.getByRole('link', { name: takenTitle })).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(2);
  } finally {
    await clientApi.dispose();
    await agentApi.dispose();
  }
});
