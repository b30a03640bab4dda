/**
 * Templates and drafts on a phone: a valuer copies a firm template and edits it (a new version),
 * starts a report from a request whose inspection is submitted, fills values (the words follow
 * the figures), adds a comparable sale, follows a failed check to its field, and — with a second
 * tab saving the same report first — is told of the conflict and keeps every change.
 */
import type { Page } from '@playwright/test';
import type { ReportDetail } from '@thamani/domain/reports';
import { expect, expectToast, newApiSession, PHONE, signInViaApi, test, uniqueTitle } from '../fixtures';
import { inspectedRequestViaApi } from './report-walk';

test.use({ ...PHONE });

const saveStatus = (page: Page) => page.getByTestId('report-save-status');

test('a valuer copies a template, starts a report from it, edits values and comparables, and loses nothing to a second tab', async ({
  context,
  playwright,
  makeUser,
}) => {
  // Two people, a report filled in field by field and a second tab: ~35 s on a slow two-core machine.
  test.setTimeout(120_000);
  const client = await makeUser('user');
  const agent = await makeUser('agent');
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  const title = uniqueTitle('Kilimani maisonette');
  await inspectedRequestViaApi(clientApi, agentApi, { title });
  await clientApi.dispose();

  await signInViaApi(context, agent);
  const page = await context.newPage();

  // A copy of the firm's bank template, renamed, a section moved, saved; then edited: version 2.
  await page.goto('/agent-dashboard/templates');
  await page.getByRole('link', { name: 'Start from a copy of Bank / mortgage valuation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New template from a copy' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Copy of Bank / mortgage valuation');
  const templateName = uniqueTitle('Kilimani bank report');
  await page.getByLabel('Name').fill(templateName);
  await expect(page.getByRole('button', { name: 'Move up Instructions', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Move down Instructions', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Move down Instructions', exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Move up Instructions', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expectToast(page, 'Template saved');
  await expect(page.getByRole('heading', { level: 1, name: `Edit template: ${templateName}` })).toBeVisible();
  await page.getByLabel('Description').fill('Our bank format, instructions after the particulars.');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Version 2 saved')).toBeVisible();

  // The request is ready for a report: started from the new template.
  await page.goto('/agent-dashboard/reports/drafts');
  await page.getByRole('button', { name: `Start report for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Start the report' });
  await expect(dialog.getByRole('radio', { name: /Bank \/ mortgage valuation \(suggested\)/ })).toBeChecked();
  await dialog.getByRole('radio', { name: new RegExp(templateName) }).check();
  await dialog.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/agent\/report\/[0-9a-f-]{36}$/);
  const reportUrl = new URL(page.url()).pathname;
  const reportId = reportUrl.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('LR / title number')).toHaveValue('LR No. 209/12345');

  // Figures and words in step; a forced-sale value above the market value fails, and its link leads to the field.
  await page.getByLabel('Market Value in figures').fill('12500000');
  await expect(page.getByLabel('Market Value in figures')).toHaveValue('12,500,000');
  await expect(page.getByLabel('Market Value in words')).toHaveValue(
    'Kenya Shillings Twelve Million Five Hundred Thousand Only',
  );
  await page.getByLabel('Forced Sale Value in figures').fill('13000000');
  const fsvCheck = page.getByTestId('check-fsv_not_above_mv');
  await expect(fsvCheck).toContainText('Fail');
  await fsvCheck.getByRole('link', { name: /Fix this/ }).click();
  await expect(page.getByLabel('Forced Sale Value in figures')).toBeFocused();
  await page.getByLabel('Forced Sale Value in figures').fill('9375000');
  await expect(page.getByLabel('Forced Sale Value in words')).toHaveValue(
    /^Kenya Shillings Nine Million Three Hundred and Seventy-Five Thousand Only$/i,
  );
  await expect(fsvCheck).toContainText('Pass');
  await expect(page.getByTestId('fsv-share')).toContainText('Forced Sale Value is 75 % of Market Value');

  // A comparable sale, with its rate worked out.
  await page.getByRole('button', { name: 'Add a comparable sale' }).click();
  await page.getByLabel('Address of comparable 1').fill('Plot 7, Argwings Kodhek Road');
  await page.getByLabel('Price (KSh) of comparable 1').fill('9000000');
  await page.getByLabel('Size (m²) of comparable 1').fill('450');
  await page.getByLabel('Adjustment (%) of comparable 1').fill('-10');
  await expect(page.getByLabel('KSh per m² of comparable 1', { exact: true })).toHaveText('KSh 20,000/m²');
  await expect(page.getByLabel('Adjusted KSh per m² of comparable 1')).toHaveText('KSh 18,000/m²');
  await expect(saveStatus(page)).toContainText('All changes saved');

  // A second tab saves first; this tab's next change is refused, kept, and saved over the latest on request.
  const other = await context.newPage();
  await other.goto(reportUrl);
  await other.getByLabel('LR / title number').fill('LR No. 209/99999');
  await expect(saveStatus(other)).toContainText('All changes saved');
  await page.getByLabel('Registered owner').fill('Wanjiru Holdings Ltd');
  const conflict = page.getByRole('dialog', { name: 'This report was changed elsewhere' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('This report was changed in another tab or device.');
  await expect(page.getByLabel('Registered owner')).toHaveValue('Wanjiru Holdings Ltd');
  await conflict.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveStatus(page)).toContainText('All changes saved');

  const saved = await agentApi.get(`/api/reports/${reportId}`);
  const report = (await saved.json()) as ReportDetail;
  expect(report.template.name).toBe(templateName);
  expect(report.content.fields).toMatchObject({
    'property.registeredOwner': 'Wanjiru Holdings Ltd',
    'values.marketValue': 12_500_000,
    'values.forcedSaleValue': 9_375_000,
    'values.marketValueWords': 'Kenya Shillings Twelve Million Five Hundred Thousand Only',
  });
  expect(report.content.comparables).toMatchObject([
    { address: 'Plot 7, Argwings Kodhek Road', price: 9_000_000, sizeSqm: 450 },
  ]);
  await agentApi.dispose();
});
