/**
 * An admin narrows the audit log to one client's valuation requests, sees the request that client
 * just made, opens it from the row, and exports the same rows as a CSV file.
 */
import fs from 'node:fs/promises';
import { AUDIT_CSV_COLUMNS } from '@thamani/domain/audit-log';
import { createRequestViaApi, expect, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';

test('an admin filters the audit log, follows a row to its request and exports it as CSV', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  const [client, admin] = await Promise.all([makeUser('user'), makeUser('admin')]);
  const title = uniqueTitle('Karen maisonette');
  const clientApi = await newApiSession(playwright, client);
  const request = await createRequestViaApi(clientApi, { title }).finally(() => clientApi.dispose());

  await signInViaApi(context, admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  await page.getByLabel('Action').selectOption({ label: 'Requested a valuation' });
  await page.getByLabel('Find a person').fill(client.email);
  const person = page.getByLabel('Person', { exact: true });
  await expect(person.getByRole('option', { name: new RegExp(client.email) })).toBeAttached();
  await person.selectOption({ label: `${client.name} (${client.email})` });

  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one request
  const row = rows.nth(1);
  await expect(row).toContainText('Requested a valuation');
  await expect(row).toContainText(client.name);
  await expect(row).toContainText(title);

  const csvLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(csvLink).toHaveAttribute('href', /action=request_created/);
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  const lines = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`request_created,Valuation request,${request.id},${client.name},${client.email}`);
  expect(lines[1]).toContain(title);

  await row.getByRole('link', { name: `Valuation request ${request.id.slice(0, 8)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/requests/${request.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
