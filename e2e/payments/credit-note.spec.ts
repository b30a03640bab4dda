/**
 * An admin corrects an issued invoice from a phone with a credit note: the report is approved
 * (through the API), the invoice is issued, the admin opens the request, presses "Issue credit
 * note", credits part of the invoice with a reason, and the invoice then lists the credit note and
 * shows what is still to pay. The dialog and the corrected invoice pass axe.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CREDIT_NOTE_MESSAGES, type Invoice } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { animationsSettled, formatFindings, scan, type Finding, waitForRendered } from '../a11y/a11y-helpers';
import { expect, expectToast, newApiSession, PHONE, signInViaApi, test, type TestUser, uniqueTitle } from '../fixtures';
import { approvedInvoiceViaApi } from './approved-invoice';
import { expectOk } from '../reports/report-walk';

const REASON = 'The official search was billed but never carried out.';
const CREDIT = 10_000;

/** A phone 360 px wide, signed in as `user`. */
async function phoneAs(browser: Browser, user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 360, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  await signInViaApi(context, user);
  return { context, page: await context.newPage() };
}

test('an admin issues a partial credit note on an invoice from a phone and sees the new balance', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(150_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const { requestId, invoice } = await approvedInvoiceViaApi(
    playwright,
    { client, agent, admin },
    { title: uniqueTitle('Credit note house'), vrbNumber: 'VRB/A/4343' },
  );
  const clientApi = await newApiSession(playwright, client);
  const invoicePath = `/api/requests/${requestId}/invoice`;

  const findings: Finding[] = [];
  const { context, page } = await phoneAs(browser, admin);
  await page.goto(`/admin/requests/${requestId}`);
  const card = page.getByRole('region', { name: 'Invoice' });
  await expect(card.getByText(invoice.number)).toBeVisible();
  const stillToPay = card.getByText('Still to pay').locator('xpath=following-sibling::dd[1]');
  await expect(stillToPay).toHaveText(formatKsh(invoice.total));

  await card.getByRole('button', { name: 'Issue credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue credit note' });
  const amount = dialog.getByLabel('Amount to credit, VAT included (KSh)');
  // It starts at all that can be credited.
  await expect(amount).toHaveValue(String(invoice.total));
  await amount.fill(String(CREDIT));
  await dialog.getByLabel('Reason').fill(REASON);
  await animationsSettled(page);
  findings.push(...(await scan(page, 'credit note dialog')));
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();

  await expect(dialog).toBeHidden();
  const notes = card.getByRole('list', { name: 'Credit notes' });
  const note = notes.getByRole('listitem').first();
  await expect(note).toContainText(formatKsh(CREDIT));
  await expect(note).toContainText(REASON);
  const number = /CN-\d{6}/.exec((await note.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  await expectToast(page, CREDIT_NOTE_MESSAGES.issued(number));
  await expect(stillToPay).toHaveText(formatKsh(invoice.total - CREDIT));
  await expect(card.getByText('Credited', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    formatKsh(CREDIT),
  );
  // The page holds at 360 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await waitForRendered(page, 'light', note);
  await animationsSettled(page);
  findings.push(...(await scan(page, 'request page with the credited invoice')));
  await context.close();

  // The client reads the same balance.
  const after = await expectOk<Invoice>(await clientApi.get(invoicePath));
  expect(after).toMatchObject({ credited: CREDIT, balance: invoice.total - CREDIT, status: 'issued' });

  await clientApi.dispose();
  expect(findings, `WCAG 2.2 A/AA violations:\n${formatFindings(findings)}`).toEqual([]);
});
