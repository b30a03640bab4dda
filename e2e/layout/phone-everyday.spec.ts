/**
 * The everyday screens on a 360 px phone: a Menu button of its own for the navigation, the area
 * links readable whole, the chat button clear of the field being filled in, and a ready report
 * first on its request's page.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, navBar, ROLE_LINKS, signInViaApi, test } from '../fixtures';
import { PHONE } from './phone-fit-helpers';

test.use(PHONE);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box on screen').not.toBeNull();
  return box as Box;
}

const chatButton = (page: Page) => page.getByRole('button', { name: /^Open chat/ });

test('the navigation is behind a "Menu" button of its own, apart from the account', async ({
  page,
  context,
  makeUser,
}) => {
  const user = await makeUser('user');
  await signInViaApi(context, user);
  await page.goto('/dashboard');
  const menuButton = navBar(page).getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toBeVisible();
  // The account button is another button: it does not hold the navigation.
  await expect(navBar(page).getByRole('button', { name: user.name, exact: true })).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole('menu');
  for (const [name] of ROLE_LINKS.user) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'My Requests', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-requests');
});

test('every link of the admin area is readable whole on a phone', async ({ page, context, makeUser }) => {
  const admin = await makeUser('admin');
  await signInViaApi(context, admin);
  for (const path of ['/admin/firm', '/admin/requests']) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Admin area' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(9);
    for (const link of await links.all()) {
      const box = await boxOf(link);
      const name = await link.textContent();
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(PHONE.viewport.width);
    }
  }
});

test('the chat button keeps clear of the field being filled in', async ({ page, context, makeUser }) => {
  const user = await makeUser('user');
  await signInViaApi(context, user);
  await page.goto('/request');
  await expect(chatButton(page)).toBeVisible();
  const notes = page.getByLabel('Notes');
  // The field sits where the button is: at the bottom of the screen.
  await notes.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await notes.focus();
  const field = await boxOf(notes);
  const button = chatButton(page);
  if (await button.isVisible()) {
    expect(overlaps(await boxOf(button), field), 'the chat button covers the focused field').toBe(false);
  }
  // It comes back once the field is left.
  await notes.blur();
  await expect(chatButton(page)).toBeVisible();
});

test('a ready report is the first thing on its request page', async ({ page, context }) => {
  await signInViaApi(context, { email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD });
  await page.goto('/my-requests?status=completed');
  await page.getByRole('link', { name: /^View/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const download = page.getByRole('main').getByRole('link', { name: 'Download Report' }).first();
  await expect(download).toBeVisible();
  expect((await boxOf(download)).y, 'Download Report is near the top').toBeLessThan(400);
});
