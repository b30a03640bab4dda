/**
 * What a valuation costs, on a 360 px phone: an admin registers the firm for VAT and sets a travel
 * rate on /admin/firm; a client ordering a valuation types the value they expect and sees the fee
 * worked on the Valuers' scale (KSh 10,000,000 → 62,500 + VAT 10,000 = KSh 72,500; no travel line,
 * since the order gives no distance), submits, and the request's page keeps the quote. The screens
 * have no WCAG A/AA violation, in both themes, and fit the phone. The fee settings are the firm's,
 * shared by the whole run: they are put back at the end, and runs of this spec side by side take turns.
 */
import type { APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import { FEE_MESSAGES, type FirmFeesView } from '@thamani/domain/fees';
import { formatKenyanDate } from '@thamani/domain/kenyan-date';
import { REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import type { RequestDetail } from '@thamani/domain/requests';
import { formatFindings, scan, type Theme } from '../a11y/a11y-helpers';
import {
  expect,
  expectToast,
  nairobiDatePlus,
  newApiSession,
  signInViaApi,
  test,
  uniqueTitle,
  type TestUser,
} from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';
import { exclusively } from '../exclusive';

async function expectOk<T>(response: APIResponse): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The settings as an admin would send them back (the view less what the server works out). */
function restoreBody({ vatRateBp: _rate, scale: _scale, updatedAt: _updatedAt, ...settings }: FirmFeesView) {
  return settings;
}

/** A phone in the given theme, signed in (the theme saved where the app keeps it, before any script runs). */
async function phoneAs(browser: Browser, user: TestUser, theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, colorScheme: theme, reducedMotion: 'reduce' });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await signInViaApi(context, user);
  return context;
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(formatFindings(await scan(page, label)), `axe on ${label}`).toBe('');
}

async function expectFitsPhone(page: Page, label: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} is no wider than the phone`).toBeLessThanOrEqual(PHONE.viewport.width);
}

/** The quote's table; the amount on the line that reads `line`. */
function amountOn(page: Page, line: string) {
  return page
    .getByRole('table', { name: 'How the fee is worked out' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: line, exact: true }) })
    .getByRole('cell');
}

/** Types the value on /request and waits for the fee worked on it. */
async function quoteOnRequestForm(page: Page, value: string): Promise<void> {
  await page.goto('/request');
  const form = page.getByRole('form', { name: 'Valuation request' });
  await form.getByLabel('Purpose').selectOption('insurance');
  await form.getByLabel('Value you expect (KSh)').fill(value);
  await expect(amountOn(page, FEE_MESSAGES.total)).toHaveText('KSh 72,500');
}

test('an admin registers for VAT; a client sees the fee on the value they expect, and the request keeps it', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(150_000);
  const [client, admin] = await Promise.all([makeUser('user'), makeUser('admin')]);
  const adminApi = await newApiSession(playwright, admin);
  try {
    await exclusively('fee-settings-spec', async () => {
      const original = await expectOk<FirmFeesView>(await adminApi.get('/api/admin/fees'));
      try {
        await setFeesAsAdmin();
        await orderWithQuote();
      } finally {
        await expectOk(await adminApi.put('/api/admin/fees', { data: restoreBody(original) }));
      }
    });
  } finally {
    await adminApi.dispose();
  }

  async function setFeesAsAdmin() {
    const context = await phoneAs(browser, admin, 'light');
    const page = await context.newPage();
    await page.goto('/admin/firm');
    const fees = page.getByRole('form', { name: 'Fees' });
    await expect(fees.getByRole('button', { name: 'Save fee settings' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Scale in force: Valuers \(Forms and Fees\) Rules/)).toBeVisible();

    await fees.getByRole('checkbox', { name: 'Registered for VAT (16%)' }).check();
    await fees.getByLabel('Travel rate per km (KSh)').fill('100');
    // Nothing else charged, whatever an earlier run left: no search charge, no fixed fee.
    await fees.getByLabel('Official search charge (KSh)').fill('');
    const remove = fees.getByRole('button', { name: /^Remove fixed fee/ });
    while ((await remove.count()) > 0) {
      await remove.first().click();
    }
    // Banks wait for nothing in these specs: no client organisation orders through the browser.
    const organisations = fees.getByLabel('Banks and other client organisations pay');
    await organisations.selectOption({ label: 'Pay before the report can be downloaded' });
    await expect(fees.getByLabel('Individual clients pay').locator('option', { hasText: 'On account' })).toHaveCount(0);
    await fees.getByRole('button', { name: 'Save fee settings' }).click();
    await expectToast(page, FEE_MESSAGES.feesSaved);
    const saved = await expectOk<FirmFeesView>(await adminApi.get('/api/admin/fees'));
    expect(saved).toMatchObject({
      vatRegistered: true,
      travelRatePerKm: 100,
      officialSearchFee: null,
      fixedFees: [],
      paymentTerms: { organisation: 'before_release' },
    });
    await expectAxeClean(page, '/admin/firm fees saved');
    await expectFitsPhone(page, '/admin/firm');
    await context.close();
  }

  async function orderWithQuote() {
    const context = await phoneAs(browser, client, 'light');
    const page = await context.newPage();
    const title = uniqueTitle('Runda bungalow');
    await quoteOnRequestForm(page, '10,000,000');
    await expect(amountOn(page, '1% of the first KSh 5,000,000')).toHaveText('KSh 50,000');
    await expect(amountOn(page, '0.25% of the remaining KSh 5,000,000')).toHaveText('KSh 12,500');
    await expect(amountOn(page, FEE_MESSAGES.scaleFee)).toHaveText('KSh 62,500');
    await expect(amountOn(page, 'VAT at 16%')).toHaveText('KSh 10,000');
    await expect(page.getByRole('table', { name: 'How the fee is worked out' })).not.toContainText('Travel');
    await expect(page.getByText('Worked on the value you expect: KSh 10,000,000')).toBeVisible();
    await expectAxeClean(page, '/request with a quote (light)');
    await expectFitsPhone(page, '/request with a quote');

    const form = page.getByRole('form', { name: 'Valuation request' });
    await form.getByLabel('Property title').fill(title);
    await form.getByLabel('Property type').selectOption('land');
    await form.getByLabel('County').selectOption('Nairobi');
    await form.getByLabel('Town / area').fill('Runda');
    await form.getByLabel('Address').fill('Runda Grove');
    await form.getByLabel('Size (m²)').fill('2000');
    await form.getByLabel('Preferred date').fill(formatKenyanDate(nairobiDatePlus(6)));
    await form.getByLabel('Contact phone').fill('0712345678');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expectToast(page, REQUEST_TOAST_MESSAGES.submitted);
    await expect(page).toHaveURL((url) => /^\/my-requests\/[0-9a-f-]{36}$/.test(url.pathname));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const card = main.getByRole('region', { name: 'Fee quote' });
    await expect(card.getByText('Quoted total')).toBeVisible();
    await expect(card.locator('dd')).toHaveText('KSh 72,500');
    await expect(amountOn(page, FEE_MESSAGES.total)).toHaveText('KSh 72,500');
    await expectAxeClean(page, '/my-requests/:id with its quote (light)');
    await expectFitsPhone(page, '/my-requests/:id with its quote');

    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await expectOk<RequestDetail>(await page.request.get(`/api/requests/${id}`));
    expect(stored.quote).toMatchObject({
      total: 72_500,
      basis: { kind: 'expected', amount: 10_000_000 },
      vat: { amount: 10_000 },
    });
    await context.close();

    // The same two screens in the dark theme.
    const dark = await phoneAs(browser, client, 'dark');
    const darkPage = await dark.newPage();
    await quoteOnRequestForm(darkPage, '10000000');
    await expect(darkPage.locator('html')).toHaveClass(/\bdark\b/);
    await expectAxeClean(darkPage, '/request with a quote (dark)');
    await darkPage.goto(`/my-requests/${id}`);
    await expect(darkPage.getByRole('main').getByRole('region', { name: 'Fee quote' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAxeClean(darkPage, '/my-requests/:id with its quote (dark)');
    await dark.close();
  }
});
