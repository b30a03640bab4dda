/**
 * Runs in the "self-service-off" project against a second server started with
 * ROLE_SELF_SERVICE=false (how production runs): no role pick at sign-up, no role buttons.
 */
import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, newUserData, signInViaApi, signInViaUi, signUpPanel, test } from '../fixtures';

test('sign-up offers no role pick, and an API sign-up asking for admin becomes a client', async ({ page, baseURL, makeUser }) => {
  expect(baseURL, 'runs against the self-service-off server').toContain(`:${Number(process.env.E2E_PORT ?? 3100) + 1}`);
  await page.goto('/auth?tab=signup');
  const panel = signUpPanel(page);
  await expect(panel.getByLabel('Full Name')).toBeVisible();
  await expect(panel.getByLabel('For testing')).toHaveCount(0);

  const user = newUserData('user');
  await panel.getByLabel('Full Name').fill(user.name);
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password', { exact: true }).fill(user.password);
  await panel.getByLabel('Confirm Password').fill(user.password);
  await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectToast(page, AUTH_MESSAGES.signUpSuccessTitle);

  // The server ignores a role asked for at sign-up while self-service is off.
  const wouldBeAdmin = await makeUser('admin');
  await signInViaUi(page, wouldBeAdmin.email, wouldBeAdmin.password);
  await expectToast(page, AUTH_MESSAGES.signedInTitle);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('the /auth panel says role changes are made by an admin and the server refuses them', async ({ page, context, baseURL, makeUser }) => {
  const user = await makeUser('user');
  await signInViaApi(context, user, baseURL);
  await page.goto('/auth');
  await expect(page.getByText(user.email, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.roleSelfServiceOff)).toBeVisible();
  for (const name of ['Set as Admin', 'Set as Agent', 'Set as User']) {
    await expect(page.getByRole('button', { name }), name).toHaveCount(0);
  }

  const response = await context.request.put('/api/me/role', { data: { role: 'admin' }, headers: { origin: baseURL ?? '' } });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
});
