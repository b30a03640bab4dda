/**
 * A keyboard-only journey. After the first page.goto, only page.keyboard is used (Tab,
 * Shift+Tab, Enter, Space, arrows, typing): skip to the content, ask for a valuation, sign in on
 * the way, fill the /request form completely (native selects by type-ahead, the date field by its
 * segments), submit, and sign out through the account menu. Every focus stop on the way must show
 * a visible focus indicator, and focus must land where a keyboard user expects it.
 */
import type { Locator, Page } from '@playwright/test';
import { AUTH_MESSAGES, GUARD_MESSAGES, REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import { expect, expectToast, navBar, nextWeekdayYmd, test, uniqueTitle } from '../fixtures';
import { themedContext } from './a11y-helpers';

/** What makes the focused element visibly focused (WCAG 2.4.7), or null when nothing does. */
async function focusIndicator(page: Page): Promise<{ element: string; indicator: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { element: 'body', indicator: null };
    }
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    // The element itself, or a wrapper that draws the ring for it (e.g. a label around a radio).
    for (let node: HTMLElement | null = el, depth = 0; node && depth < 2; node = node.parentElement, depth += 1) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor)) {
        return {
          element: name,
          indicator: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
        };
      }
      if (style.boxShadow !== 'none' && node === el) {
        return { element: name, indicator: `box-shadow ${style.boxShadow}` };
      }
    }
    // Menu items and options show focus as a highlighted background.
    const role = el.getAttribute('role');
    if ((role === 'menuitem' || role === 'option') && !transparent(getComputedStyle(el).backgroundColor)) {
      return { element: name, indicator: `background ${getComputedStyle(el).backgroundColor}` };
    }
    return { element: name, indicator: null };
  });
}

async function expectFocusVisible(page: Page): Promise<void> {
  const { element, indicator } = await focusIndicator(page);
  expect(indicator, `focus on ${element} is visible`).not.toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; every stop on the way
 * must show its focus. Returns how many presses it took.
 */
async function tabTo(page: Page, target: Locator, { max = 6, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      return presses;
    }
  }
  const { element } = await focusIndicator(page);
  throw new Error(
    `focus did not reach the target within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses (now on ${element})`,
  );
}

/** Types into the focused field and checks the value landed in `field`. */
async function typeInto(page: Page, field: Locator, text: string, expected: string = text): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(expected);
}

test('keyboard only: sign in, order a valuation with every field, sign out', async ({ browser, makeUser }) => {
  test.setTimeout(90_000);
  const client = await makeUser('user');
  const title = uniqueTitle('Keyboard bungalow');
  const preferred = nextWeekdayYmd(10);
  const [year, month, day] = preferred.split('-') as [string, string, string];
  const context = await themedContext(browser, 'light');
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    // The first Tab reaches the skip link, which shows itself; Enter moves focus to the main area.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // From the main area the next stop is the hero's "Request Valuation".
    const requestValuation = page
      .getByRole('main')
      .getByRole('link', { name: 'Request Valuation', exact: true })
      .first();
    await tabTo(page, requestValuation, { max: 3 });
    await page.keyboard.press('Enter');

    // Signed out: /auth asks to sign in first, then returns to /request.
    await expectToast(page, GUARD_MESSAGES.signInRequired);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/request',
    );
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    // The page changed under the focus: the browser carries on from where the link was, in the
    // main area, so the very next Tab reaches the new page's first control, the Sign In tab.
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    await tabTo(page, signInTab, { max: 1 });
    // Arrow keys move between the tabs (and select them); back with the other arrow.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(signInTab).toBeFocused();
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');

    const email = signIn.getByLabel('Email');
    await tabTo(page, email, { max: 2 });
    await typeInto(page, email, client.email);
    const password = signIn.getByLabel('Password', { exact: true });
    // "Forgot password?" sits on the password's label row, so it comes first.
    await tabTo(page, signIn.getByRole('link', { name: 'Forgot password?' }), { max: 1 });
    await tabTo(page, password, { max: 1 });
    await typeInto(page, password, client.password);
    await page.keyboard.press('Enter');

    await expectToast(page, AUTH_MESSAGES.signedInTitle);
    await expect(page).toHaveURL((url) => url.pathname === '/request');
    const form = page.getByRole('form', { name: 'Valuation request' });
    await expect(form).toBeVisible();

    // Again the next Tab continues in the new page: its "Back to My Requests" link, then the form,
    // top to bottom, each field one Tab after the other.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Back to My Requests' }), { max: 2 });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await tabTo(page, field('Property title'), { max: 1 });
    await typeInto(page, field('Property title'), title);
    // Native selects: typing the first letters picks the option (no pop-up needed).
    await tabTo(page, field('Property type'), { max: 1 });
    await page.keyboard.type('Res');
    await expect(field('Property type')).toHaveValue('residential');
    await tabTo(page, field('County'), { max: 1 });
    await page.keyboard.type('Nai');
    await expect(field('County')).toHaveValue('Nairobi');
    await tabTo(page, field('Town / area'), { max: 1 });
    await typeInto(page, field('Town / area'), 'Kilimani');
    await tabTo(page, field('Address'), { max: 1 });
    await typeInto(page, field('Address'), 'Argwings Kodhek Road, off Ngong Road');
    await tabTo(page, field('Plot / LR number (optional)'), { max: 1 });
    await typeInto(page, field('Plot / LR number (optional)'), 'LR No. 209/12345');
    await tabTo(page, field('Size (m²)'), { max: 1 });
    await typeInto(page, field('Size (m²)'), '450');
    // Bedrooms appeared after "Residential" was picked, right after the size.
    await tabTo(page, field('Bedrooms'), { max: 1 });
    await typeInto(page, field('Bedrooms'), '3');
    await tabTo(page, field('Purpose'), { max: 1 });
    // Arrow keys move through the options of a closed native select.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(field('Purpose')).toHaveValue('mortgage');
    // The date field is typed day first, dd/mm/yyyy, whatever the browser's language.
    await tabTo(page, field('Preferred date'), { max: 1 });
    await page.keyboard.type(`${day}/${month}/${year}`);
    await expect(field('Preferred date')).toHaveValue(`${day}/${month}/${year}`);
    await tabTo(page, field('Contact phone'), { max: 3 });
    await typeInto(page, field('Contact phone'), '0712345678');
    await tabTo(page, field('Notes'), { max: 1 });
    await typeInto(page, field('Notes'), 'Call before coming; the gate is locked.');
    const submit = form.getByRole('button', { name: 'Submit Request' });
    // Past the optional value the client expects (the fee is quoted on it) and the documents' file picker.
    await tabTo(page, field('Value you expect (KSh)'), { max: 1 });
    await tabTo(page, submit, { max: 2 });
    await page.keyboard.press('Enter');

    await expectToast(page, REQUEST_TOAST_MESSAGES.submitted);
    await expect(page).toHaveURL((url) => /^\/my-requests\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Sign out: Shift+Tab back up through the page to the account menu, the navigation bar's
    // last control, and open it with the keyboard.
    const account = navBar(page).getByRole('button', { name: client.name, exact: true });
    await tabTo(page, account, { max: 12, backwards: true });
    await page.keyboard.press('Enter');
    const yourAccount = page.getByRole('menu').getByRole('menuitem', { name: 'Your account' });
    const signOut = page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' });
    // The menu opens with focus on its first item; Escape closes it and gives focus back.
    await expect(yourAccount).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(account).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(yourAccount).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Enter');

    await expectToast(page, AUTH_MESSAGES.signedOutSuccessTitle, AUTH_MESSAGES.signedOutDescription);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(navBar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
