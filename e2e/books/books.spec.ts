/**
 * An admin on a phone keeps the firm's books: a report is approved (through the API) and its
 * invoice issued; the admin opens Books from the admin area's navigation, finds the client's
 * balance in the 0–30 days bucket of the receivables, sends the client a payment reminder from
 * the invoices (a toast says to whom) and downloads the invoices as CSV. Every tab passes axe in
 * both themes and fits a 360 px phone; the tabs are reached from the keyboard.
 */
import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { INVOICES_CSV_COLUMNS } from '@thamani/domain/books';
import { formatKsh } from '@thamani/domain/money';
import {
  animationsSettled,
  formatFindings,
  scan,
  type Finding,
  type Theme,
  waitForRendered,
} from '../a11y/a11y-helpers';
import { PHONE } from '../layout/phone-fit-helpers';
import { definitionFor, expect, expectToast, signInViaApi, test, type TestUser, uniqueTitle } from '../fixtures';
import { approvedInvoiceViaApi } from '../payments/approved-invoice';

/** A phone 360 px wide, in the theme asked for, signed in as `user`. */
async function phoneAs(
  browser: Browser,
  user: TestUser,
  theme: Theme,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...PHONE,
    colorScheme: theme,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
    acceptDownloads: true,
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await signInViaApi(context, user);
  return { context, page: await context.newPage() };
}

async function expectFitsPhone(page: Page, label: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} is no wider than the phone`).toBeLessThanOrEqual(PHONE.viewport.width);
}

/** Opens a tab of the books and waits for its section to be on screen. */
async function openTab(
  page: Page,
  theme: Theme,
  name: 'Receivables' | 'Invoices' | 'Statement',
  heading: string,
): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await waitForRendered(page, theme, page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading }));
}

test('an admin on a phone sees what is owed by age, sends a payment reminder and downloads the invoices CSV', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(180_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const { invoice } = await approvedInvoiceViaApi(
    playwright,
    { client, agent, admin },
    { title: uniqueTitle('Books house'), vrbNumber: 'VRB/A/4343' },
  );

  const findings: Finding[] = [];
  const { context, page } = await phoneAs(browser, admin, 'light');

  // Books, from the admin area's navigation.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await waitForRendered(page, 'light', page.getByRole('heading', { level: 2, name: 'What is owed, by age' }));

  // The client's balance sits in the 0–30 days bucket: the invoice was issued today.
  const owed = page
    .getByRole('list', { name: /What each client owes/ })
    .getByRole('listitem', { name: client.name, exact: true });
  await expect(definitionFor(owed, '0–30 days')).toHaveText(formatKsh(invoice.balance));
  await expect(definitionFor(owed, 'Over 90 days')).toHaveText(formatKsh(0));
  await expect(definitionFor(owed, 'Total owed')).toHaveText(formatKsh(invoice.balance));
  await animationsSettled(page);
  findings.push(...(await scan(page, 'receivables (light)')));
  await expectFitsPhone(page, 'receivables');

  // The tabs from the keyboard: arrows move between them, and the panel follows.
  await page.getByRole('tab', { name: 'Receivables' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=invoices/);
  await waitForRendered(page, 'light', page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Invoices' }));

  // The invoice, still owed, with "Send reminder".
  await page.getByLabel('Status').selectOption({ label: 'Awaiting payment' });
  const card = page
    .getByRole('list', { name: 'Invoices' })
    .getByRole('listitem', { name: invoice.number, exact: true });
  await expect(definitionFor(card, 'Balance')).toHaveText(formatKsh(invoice.balance));
  await expect(definitionFor(card, 'Days outstanding')).toHaveText('0 days · 0–30 days');
  await expect(definitionFor(card, 'Reminders')).toHaveText('None sent');
  await card.getByRole('button', { name: `Send reminder for ${invoice.number}` }).click();
  await expectToast(page, `Reminder sent to ${client.email}`);
  await expect(definitionFor(card, 'Reminders')).toHaveText(/^1 sent, last /);
  await animationsSettled(page);
  findings.push(...(await scan(page, 'invoices with the reminder sent (light)')));
  await expectFitsPhone(page, 'invoices');

  // The invoices CSV, with the list's filter.
  const csvLink = page.getByRole('link', { name: 'Download invoices CSV' });
  await expect(csvLink).toHaveAttribute('href', /status=issued/);
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^thamani-invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(INVOICES_CSV_COLUMNS.join(','));
  const line = lines.find((l) => l.startsWith(`${invoice.number},`));
  expect(line).toContain(`,${invoice.requestReference},${client.name},`);
  expect(line).toContain(`,${invoice.total},0,0,${invoice.balance},Awaiting payment,0`);

  await openTab(page, 'light', 'Statement', 'Statement');
  await animationsSettled(page);
  findings.push(...(await scan(page, 'statement (light)')));
  await expectFitsPhone(page, 'statement');
  await context.close();

  // The same tabs in the dark theme.
  const dark = await phoneAs(browser, admin, 'dark');
  await dark.page.goto('/admin/books');
  await waitForRendered(dark.page, 'dark', dark.page.getByRole('heading', { level: 2, name: 'What is owed, by age' }));
  findings.push(...(await scan(dark.page, 'receivables (dark)')));
  await openTab(dark.page, 'dark', 'Invoices', 'Invoices');
  await expect(
    dark.page.getByRole('list', { name: 'Invoices' }).getByRole('listitem', { name: invoice.number, exact: true }),
  ).toBeVisible();
  await animationsSettled(dark.page);
  findings.push(...(await scan(dark.page, 'invoices (dark)')));
  await openTab(dark.page, 'dark', 'Statement', 'Statement');
  await animationsSettled(dark.page);
  findings.push(...(await scan(dark.page, 'statement (dark)')));
  await dark.context.close();

  expect(findings, `WCAG 2.2 A/AA violations:\n${formatFindings(findings)}`).toEqual([]);
});
