/**
 * A valuer whose practising certificate has expired sees why on their requests page, and Accept
 * is refused with the server's message; once the office records the renewed certificate, the
 * banner is gone and the same request can be accepted.
 */
import type { APIRequestContext } from '@playwright/test';
import { CERTIFICATE_MESSAGES } from '@thamani/domain/valuer-certificate';
import {
  createRequestViaApi,
  expect,
  expectToast,
  nairobiDatePlus,
  newApiSession,
  queueRow,
  signInViaApi,
  test,
  uniqueTitle,
} from '../fixtures';

const COUNTY = 'Marsabit';

async function recordCertificate(adminApi: APIRequestContext, userId: string, expiresOn: string): Promise<void> {
  const response = await adminApi.put(`/api/admin/users/${userId}/valuer-profile`, {
    data: {
      vrbNumber: null,
      certificateYear: Number(expiresOn.slice(0, 4)),
      certificateExpiresOn: expiresOn,
      phone: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('an expired practising certificate stops Accept with the reason, until it is renewed', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const [client, valuer, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const [clientApi, valuerApi, adminApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, valuer),
    newApiSession(playwright, admin),
  ]);
  try {
    const valuerUserId = ((await (await valuerApi.get('/api/me')).json()) as { user: { id: string } }).user.id;
    await recordCertificate(adminApi, valuerUserId, nairobiDatePlus(-1));
    const title = uniqueTitle('Moyale shop');
    await createRequestViaApi(clientApi, { title, county: COUNTY, town: 'Moyale' });

    await signInViaApi(context, valuer);
    await page.goto(`/agent-dashboard/requests?county=${COUNTY}`);
    const banner = page.getByRole('alert').filter({ hasText: 'Your practising certificate expired on' });
    await expect(banner).toBeVisible({ timeout: 45_000 });
    await expect(banner).toContainText(CERTIFICATE_MESSAGES.acceptExpired);

    const row = queueRow(page, title);
    await row.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Failed to accept request', CERTIFICATE_MESSAGES.acceptExpired);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    await recordCertificate(adminApi, valuerUserId, nairobiDatePlus(365));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Request queue' })).toBeVisible({ timeout: 45_000 });
    await expect(banner).toHaveCount(0);
    await queueRow(page, title).getByRole('button', { name: 'Accept' }).click();
    await expect(queueRow(page, title).getByText('Assigned', { exact: true })).toBeVisible();
  } finally {
    await Promise.all([clientApi.dispose(), valuerApi.dispose(), adminApi.dispose()]);
  }
});
