/**
 * A client pays a valuation's invoice by M-Pesa from a phone: the report is approved (through the
 * API), the invoice is issued, the client presses "Pay with M-Pesa" on the request's page and
 * sends the prompt; on the simulated phone (the Daraja simulator the server mounts in the demo and
 * the tests) the PIN is entered; the request's page then shows the payment received, with the
 * same M-Pesa receipt the phone shows. The page with the invoice passes axe in both themes.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatKsh } from '@thamani/domain/money';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import {
  animationsSettled,
  formatFindings,
  scan,
  type Finding,
  type Theme,
  waitForRendered,
} from '../a11y/a11y-helpers';
import { expect, expectToast, PHONE, signInViaApi, test, type TestUser, uniqueTitle } from '../fixtures';
import { approvedInvoiceViaApi } from './approved-invoice';

/** A phone 360 px wide, in the theme asked for, signed in as `user`. */
async function phoneAs(
  browser: Browser,
  user: TestUser,
  theme: Theme,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 360, height: 800 },
    colorScheme: theme,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await signInViaApi(context, user);
  return { context, page: await context.newPage() };
}

/**
 * A number of its own for each run: the simulator shows one prompt at a time per phone, and
 * parallel runs must not answer each other's.
 */
function uniqueMobile(): { typed: string; digits: string } {
  const digits = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { digits, typed: `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` };
}

test('a client pays the invoice of an approved valuation by M-Pesa from a phone and sees the receipt', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(150_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const { requestId, invoice } = await approvedInvoiceViaApi(
    playwright,
    { client, agent, admin },
    { title: uniqueTitle('M-Pesa house'), vrbNumber: 'VRB/A/4242' },
  );

  const findings: Finding[] = [];
  const { context, page } = await phoneAs(browser, client, 'light');
  await page.goto(`/my-requests/${requestId}`);
  const card = page.getByRole('region', { name: 'Invoice' });
  await expect(card.getByText(invoice.number)).toBeVisible();
  await expect(card.getByRole('row', { name: /^Total/ })).toContainText(formatKsh(invoice.total));
  await expect(card.getByText('Still to pay').locator('xpath=following-sibling::dd[1]')).toHaveText(
    formatKsh(invoice.balance),
  );

  // The number, sent: the dialog says to look at the phone.
  const phone = uniqueMobile();
  await card.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
  await dialog.getByLabel('M-Pesa phone number').fill(phone.typed);
  await animationsSettled(page);
  findings.push(...(await scan(page, 'pay dialog (light)')));
  await dialog.getByRole('button', { name: 'Send payment request' }).click();
  await expect(dialog.getByText('Check your phone')).toBeVisible();
  findings.push(...(await scan(page, 'waiting for M-Pesa (light)')));

  // The simulated phone is another device: a context of its own (no session), at the dialog's link.
  const simulatorLink = dialog.getByRole('link', { name: 'Open the simulated phone' });
  const simulatorPath = `/simulators/daraja/phone?number=${phone.digits}`;
  await expect(simulatorLink).toHaveAttribute('href', simulatorPath);
  await expect(simulatorLink).toHaveAttribute('target', '_blank');
  const phoneContext = await browser.newContext({ ...PHONE });
  const phonePage = await phoneContext.newPage();
  await phonePage.goto(simulatorPath);
  await expect(phonePage.getByText(`Do you want to pay ${formatKsh(invoice.balance)} to`)).toBeVisible();
  await phonePage.getByLabel('M-Pesa PIN').fill('1234');
  await phonePage.getByRole('button', { name: 'Send', exact: true }).click();
  const notice = phonePage.getByRole('status').filter({ hasText: /Receipt [A-Z0-9]{10}\./ });
  await expect(notice).toBeVisible();
  const receipt = /Receipt ([A-Z0-9]{10})\./.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  await phoneContext.close();

  // Back on the app: paid, with the phone's receipt, on the dialog and then on the invoice.
  await expect(dialog.getByText(PAYMENT_MESSAGES.paid)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(`M-Pesa receipt ${receipt}`)).toBeVisible();
  await expectToast(page, PAYMENT_MESSAGES.paid);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Still to pay').locator('xpath=following-sibling::dd[1]')).toHaveText(formatKsh(0));
  await expect(card.getByRole('listitem').filter({ hasText: receipt })).toContainText(formatKsh(invoice.balance));
  await expect(card.getByRole('button', { name: 'Pay with M-Pesa' })).toHaveCount(0);
  await waitForRendered(page, 'light', card);
  await animationsSettled(page);
  findings.push(...(await scan(page, 'request page with the paid invoice (light)')));
  await context.close();

  const dark = await phoneAs(browser, client, 'dark');
  await dark.page.goto(`/my-requests/${requestId}`);
  await waitForRendered(dark.page, 'dark', dark.page.getByRole('region', { name: 'Invoice' }).getByText(receipt));
  findings.push(...(await scan(dark.page, 'request page with the paid invoice (dark)')));
  await dark.context.close();

  expect(findings, `WCAG 2.2 A/AA violations:\n${formatFindings(findings)}`).toEqual([]);
});
