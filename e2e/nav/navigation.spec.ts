import type { Role } from '@thamani/domain/access';
import { accountMenuButton, expect, navBar, openAccountMenu, ROLE_LINKS, signInViaApi, test } from '../fixtures';

test.describe('signed out', () => {
  test('the bar shows the product name, Sign In and Get Started, both to /auth', async ({ page }) => {
    await page.goto('/valuation');
    const nav = navBar(page);
    await nav
      .getByRole('link', { name: /Thamani/ })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    for (const name of ['Sign In', 'Get Started']) {
      await page.goto('/');
      await navBar(page).getByRole('link', { name, exact: true }).click();
      await expect(page, name).toHaveURL((url) => url.pathname === '/auth');
    }
    for (const roleLinks of Object.values(ROLE_LINKS)) {
      for (const [name] of roleLinks.filter(([name]) => name !== 'Home')) {
        await expect(navBar(page).getByRole('link', { name, exact: true }), name).toHaveCount(0);
      }
    }
  });
});

const roles: Role[] = ['user', 'agent', 'admin'];

for (const role of roles) {
  test(`a signed-in ${role} sees their links and the account menu`, async ({ page, context, makeUser }) => {
    const user = await makeUser(role);
    await signInViaApi(context, user);
    await page.goto('/');

    const nav = navBar(page);
    for (const [name, href] of ROLE_LINKS[role]) {
      await expect(nav.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Get Started', exact: true })).toHaveCount(0);

    const menu = await openAccountMenu(page, user.name);
    await expect(menu.getByText(user.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
    await expect(menu.getByText(`Role: ${role}`, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // A role link navigates.
    const [name, href] = ROLE_LINKS[role].at(-1) ?? ['', ''];
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the role links move into the Menu button, apart from the account menu', async ({ page, context, makeUser }) => {
    const user = await makeUser('user');
    await signInViaApi(context, user);
    await page.goto('/');

    const nav = navBar(page);
    await expect(accountMenuButton(page, user.name)).toBeVisible();
    for (const [name] of ROLE_LINKS.user) {
      await expect(nav.getByRole('link', { name, exact: true }), `${name} hidden from the bar`).toBeHidden();
    }

    const account = await openAccountMenu(page, user.name);
    await expect(account.getByText(user.email, { exact: true })).toBeVisible();
    await expect(account.getByText('Role: user', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('menu');
    for (const [name] of ROLE_LINKS.user) {
      await expect(menu.getByRole('menuitem', { name, exact: true }), `${name} in the menu`).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'My Requests', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my-requests');
  });
});
