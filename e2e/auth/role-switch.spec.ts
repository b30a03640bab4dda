import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, linkOrButton, navBar, ROLE_LINKS, signInViaApi, test, toasts } from '../fixtures';

test('a signed-in user switches to agent on /auth and gets the agent area at once', async ({
  page,
  context,
  makeUser,
}) => {
  const user = await makeUser('user');
  await signInViaApi(context, user);

  await page.goto('/auth');
  await expect(page.getByText(user.email, { exact: true }).first()).toBeVisible();
  const setAdmin = page.getByRole('button', { name: 'Set as Admin' });
  const setAgent = page.getByRole('button', { name: 'Set as Agent' });
  const setUser = page.getByRole('button', { name: 'Set as User' });
  await expect(setUser).toHaveAttribute('aria-pressed', 'true');
  await expect(setAgent).toHaveAttribute('aria-pressed', 'false');
  await expect(linkOrButton(page.getByRole('main'), 'Go to Home Page')).toBeVisible();

  // Hold the role change until the "processing" state has been checked, so the first toast and
  // the disabled buttons are observed deterministically however fast the server answers.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/me/role', async (route) => {
    await held;
    await route.continue();
  });

  await setAgent.click();
  await expectToast(page, AUTH_MESSAGES.roleChanging('agent'));
  for (const button of [setAdmin, setAgent, setUser]) {
    await expect(button).toBeDisabled();
  }
  release();

  await expectToast(page, AUTH_MESSAGES.roleChanged('agent'), AUTH_MESSAGES.roleChangedNote);
  await page.unroute('**/api/me/role');
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await expect(setAgent).toHaveAttribute('aria-pressed', 'true');
  await expect(setUser).toHaveAttribute('aria-pressed', 'false');
  await expect(setAdmin).toBeEnabled();
  await expect(toasts(page).getByText(AUTH_MESSAGES.roleChangeFailedTitle)).toHaveCount(0);

  // The navigation follows the new role without signing out.
  const nav = navBar(page);
  for (const [name, href] of ROLE_LINKS.agent) {
    await expect(nav.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Request Valuation', exact: true })).toHaveCount(0);

  // The agent area opens now (guards read the new role), and the role survives a reload.
  await nav.getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard/requests');
  await page.goto('/agent-dashboard');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/agent-dashboard');

  // The role panel's home button.
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Set as Agent' })).toHaveAttribute('aria-pressed', 'true');
  await linkOrButton(page.getByRole('main'), 'Go to Home Page').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('switching back to user restores the client links', async ({ page, context, makeUser }) => {
  const user = await makeUser('agent');
  await signInViaApi(context, user);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Set as Agent' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Set as User' }).click();
  await expectToast(page, AUTH_MESSAGES.roleChanged('user'));
  await expect(page.getByRole('button', { name: 'Set as User' })).toHaveAttribute('aria-pressed', 'true');
  const nav = navBar(page);
  for (const [name, href] of ROLE_LINKS.user) {
    await expect(nav.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);
  }

  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
});
