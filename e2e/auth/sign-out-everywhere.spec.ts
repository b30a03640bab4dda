import { AUTH_MESSAGES, GUARD_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, navBar, openAccountMenu, signInViaApi, signInViaUi, test } from '../fixtures';

test('Sign Out in one browser ends the session in every other browser too', async ({ browser, makeUser }) => {
  // Two browsers, a sign-in through the form and five page loads: past 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const user = await makeUser('user');
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageA = await first.newPage();
    await signInViaUi(pageA, user.email, user.password);
    await expect(pageA.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();

    await signInViaApi(second, user);
    const pageB = await second.newPage();
    await pageB.goto('/dashboard');
    await expect(pageB.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();

    const menu = await openAccountMenu(pageA, user.name);
    // The spec reloads the page 500 ms after signing out.
    const reloaded = pageA.waitForEvent('load', { timeout: 5_000 });
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(pageA, AUTH_MESSAGES.signedOutSuccessTitle, AUTH_MESSAGES.signedOutDescription);
    await expect(pageA).toHaveURL((url) => url.pathname === '/');
    await reloaded;
    await expect(pageA).toHaveURL((url) => url.pathname === '/');
    await expect(navBar(pageA).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await pageA.goto('/dashboard');
    await expectToast(pageA, GUARD_MESSAGES.signInRequired);
    await expect(pageA).toHaveURL((url) => url.pathname === '/auth');

    // The other browser still holds its cookie, but its session was revoked with the rest.
    await pageB.goto('/dashboard');
    await expectToast(pageB, GUARD_MESSAGES.signInRequired);
    await expect(pageB).toHaveURL((url) => url.pathname === '/auth');
    const me = await second.request.get('/api/me');
    expect(me.status()).toBe(401);
  } finally {
    await first.close();
    await second.close();
  }
});

test('sign-out clears the auth entries from local and session storage but keeps the theme', async ({
  page,
  context,
  makeUser,
}) => {
  const user = await makeUser('user');
  await signInViaApi(context, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
  });

  const menu = await openAccountMenu(page, user.name);
  const reloaded = page.waitForEvent('load', { timeout: 5_000 });
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectToast(page, AUTH_MESSAGES.signedOutSuccessTitle);
  await reloaded;
  await expect(navBar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local.filter((key) => /auth|token|session/i.test(key))).toEqual([]);
  expect(storage.session.filter((key) => /auth|token|session/i.test(key))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});
