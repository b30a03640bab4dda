/**
 * The whole path of a valuation report: a client orders, the valuer accepts, schedules and
 * inspects (through the API: those steps have their own browser tests), then in the browser the
 * valuer on a phone starts the report from the bank template, fills in the values and the LR
 * number and submits; an admin asks for changes on a section; the valuer sees the comment, edits
 * and resubmits; the admin sees what changed and approves; the client downloads the signed PDF,
 * whose text holds the LR number, the values in figures and in words and the VRB number, and
 * /verify/:code shows the values and recognises the downloaded file.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { amountInWords } from '@thamani/domain/report-words';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, expectToast, newApiSession, PHONE, signInViaApi, test, type TestUser, uniqueTitle } from '../fixtures';
import { addComparablesOnScreen, inspectedRequestViaApi } from './report-walk';

const require = createRequire(import.meta.url);
/** pdfjs reads text drawn in the standard fonts (Helvetica) with their metrics. */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The PDF's text as a reader would copy it, every run of spaces and line breaks made one space. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const { items } = await (await pdf.getPage(n)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ').replace(/\s+/g, ' ');
  } finally {
    await pdf.destroy();
  }
}

const MARKET_VALUE = 12_500_000;
const FIRST_FSV = 9_375_000;
const FORCED_SALE_VALUE = 9_000_000;
const INSURANCE_VALUE = 8_200_000;

/** Every required item of the residential checklist and the site area the bank template needs, answered. */
const INSPECTION_ANSWERS = {
  'site.shape': 'regular',
  'site.topography': 'level',
  'site.area': 0.045,
  'site.beacons_found': true,
  'site.access_road': 'tarmac',
  'services.water': ['mains'],
  'services.electricity': 'connected',
  'tenure.occupation': 'owner',
  'tenure.user': 'single_dwelling',
  'improvements.foundation': 'Concrete strip',
  'improvements.walls': 'Machine-cut stone, cement plaster',
  'improvements.roof': 'Clay tiles on timber trusses',
  'improvements.accommodation': 'Three bedrooms, lounge, kitchen',
  'improvements.built_up_area': 180,
  'condition.overall': { rating: 4 },
  'neighbourhood.character': 'Residential, well kept',
  'position.gps': { latitude: -1.2921, longitude: 36.8219, accuracyM: 12, capturedAt: new Date().toISOString() },
};

async function openAs(
  browser: Browser,
  user: TestUser,
  phone: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(phone ? { ...PHONE, viewport: { width: 390, height: 844 } } : {});
  await signInViaApi(context, user);
  return { context, page: await context.newPage() };
}

const field = (page: Page, role: 'textbox' | 'combobox', label: string) =>
  page.getByRole(role, { name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`) });

async function submitForReview(page: Page) {
  await expect(page.getByTestId('report-save-status')).toHaveText(/^All changes saved/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit this report for review?' })
    .getByRole('button', { name: 'Submit for review' })
    .click();
  await expectToast(page, 'Report submitted for review');
}

test('a report goes from a finished inspection to the PDF the client downloads and a bank verifies', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(90_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  const title = uniqueTitle('Report path house');
  const lrNumber = `Nairobi/Block 82/${Math.floor(1000 + Math.random() * 9000)}`;
  const vrbNumber = `VRB/A/${Math.floor(1000 + Math.random() * 9000)}`;
  const { request } = await inspectedRequestViaApi(clientApi, agentApi, {
    title,
    purpose: 'mortgage',
    answers: INSPECTION_ANSWERS,
  });
  const profile = await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber } });
  expect(profile.status(), await profile.text()).toBe(200);

  // The valuer, on a phone: start from the suggested bank template, fill in what is missing, submit.
  const valuer = await openAs(browser, agent, true);
  const agentPage = valuer.page;
  await agentPage.goto('/agent-dashboard/reports/drafts');
  await agentPage
    .getByRole('list', { name: 'Requests ready for a report' })
    .getByRole('button', { name: `Start report for ${title}` })
    .click();
  const startDialog = agentPage.getByRole('dialog', { name: 'Start the report' });
  await expect(startDialog.getByRole('radio', { name: /^Bank \/ mortgage valuation/ })).toBeChecked();
  await startDialog.getByRole('button', { name: 'Start report', exact: true }).click();
  await expect(agentPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await field(agentPage, 'textbox', 'Instructing party').fill('KCB Bank Kenya Ltd');
  await field(agentPage, 'textbox', 'LR / title number').fill(lrNumber);
  await field(agentPage, 'textbox', 'Registered owner').fill('Wanjiru Kamau');
  await field(agentPage, 'combobox', 'Tenure').selectOption('Freehold');
  await field(agentPage, 'textbox', 'Market Value in figures').fill(String(MARKET_VALUE));
  await field(agentPage, 'textbox', 'Forced Sale Value in figures').fill(String(FIRST_FSV));
  await field(agentPage, 'textbox', 'Insurance (Reinstatement) Value in figures').fill(String(INSURANCE_VALUE));
  // The words follow the figures.
  await expect(field(agentPage, 'textbox', 'Market Value in words')).toHaveValue(amountInWords(MARKET_VALUE));
  await addComparablesOnScreen(agentPage);
  await submitForReview(agentPage);

  // An admin, at a desk: the queue, the first submission, changes requested on the valuation.
  const reviewer = await openAs(browser, admin, false);
  const adminPage = reviewer.page;
  await adminPage.goto('/admin/reports');
  await adminPage.getByRole('list', { name: 'Review queue' }).getByRole('link', { name: title }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'First submission' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Request changes' }).click();
  const changes = adminPage.getByRole('dialog', { name: 'Request changes to submission 1' });
  await changes.getByLabel('What needs to change').fill('Please look at the forced sale value again.');
  await changes.getByRole('button', { name: 'Add a comment on a section' }).click();
  const sectionComment = changes.getByRole('group', { name: 'Comment 1' });
  await sectionComment.getByLabel('Section', { exact: true }).selectOption({ label: 'Valuation' });
  await sectionComment
    .getByLabel('Comment', { exact: true })
    .fill('Recent auctions in Kilimani fetched about 72 % of market value.');
  await changes.getByRole('button', { name: 'Send back to the valuer' }).click();
  await expectToast(adminPage, 'Changes requested');
  await expect(adminPage.getByText(/Changes were requested on submission 1/)).toBeVisible();

  // The valuer sees the comment on the section, lowers the forced sale value and resubmits.
  await agentPage.reload();
  await agentPage.getByRole('link', { name: `Edit the report for ${title}` }).click();
  const note = agentPage.getByRole('note').filter({ hasText: `Changes requested by ${admin.name}` });
  await expect(note).toContainText('Valuation: Recent auctions in Kilimani fetched about 72 % of market value.');
  await field(agentPage, 'textbox', 'Forced Sale Value in figures').fill(String(FORCED_SALE_VALUE));
  await expect(field(agentPage, 'textbox', 'Forced Sale Value in words')).toHaveValue(amountInWords(FORCED_SALE_VALUE));
  await submitForReview(agentPage);

  // The admin sees what changed since the first submission and approves.
  await adminPage.reload();
  const diff = adminPage.getByRole('region', { name: 'Changes since submission 1' });
  const fsvChange = diff
    .getByRole('listitem')
    .filter({ has: adminPage.getByText('Forced Sale Value', { exact: true }) });
  await expect(fsvChange.locator('del')).toHaveText(/9,375,000/);
  await expect(fsvChange.locator('ins')).toHaveText(/9,000,000/);
  await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await adminPage
    .getByRole('alertdialog', { name: 'Approve submission 2?' })
    .getByRole('button', { name: 'Approve and issue' })
    .click();
  await expectToast(adminPage, 'Report approved');
  await expect(adminPage.getByText('The signed PDF has been issued to the client.')).toBeVisible({ timeout: 30_000 });

  // The client downloads the signed PDF from the request.
  const customer = await openAs(browser, client, false);
  const clientPage = customer.page;
  await clientPage.goto(`/my-requests/${request.id}`);
  const card = clientPage.getByRole('region', { name: 'Valuation report' });
  const downloadLink = card.getByRole('link', { name: 'Download Report' });
  await expect(downloadLink).toBeVisible({ timeout: 30_000 });
  const downloading = clientPage.waitForEvent('download');
  await downloadLink.click();
  const download = await downloading;
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  for (const expected of [
    lrNumber,
    vrbNumber,
    '12,500,000',
    '9,000,000',
    '8,200,000',
    amountInWords(MARKET_VALUE),
    amountInWords(FORCED_SALE_VALUE),
    amountInWords(INSURANCE_VALUE),
  ]) {
    expect(text, `the PDF's text holds "${expected}"`).toContain(expected);
  }
  expect(text).not.toContain(amountInWords(FIRST_FSV));

  // A bank checks the code printed on the report and the copy it was given.
  const code = (await card.getByRole('link', { name: /^[0-9A-Z]{5}-[0-9A-Z]{5}$/ }).textContent()) ?? '';
  expect(text).toContain(code);
  const bank = await browser.newContext();
  const bankPage = await bank.newPage();
  await bankPage.goto(`/verify/${code}`);
  await expect(bankPage.getByText(/^This is a genuine report issued by/)).toBeVisible();
  for (const value of ['KSh 12,500,000', 'KSh 9,000,000', 'KSh 8,200,000', lrNumber, vrbNumber]) {
    await expect(bankPage.getByText(value, { exact: true })).toBeVisible();
  }
  await bankPage
    .getByLabel('Report PDF')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(bankPage.getByText('This copy matches the report we issued.')).toBeVisible();

  await Promise.all([valuer.context.close(), reviewer.context.close(), customer.context.close(), bank.close()]);
  await Promise.all([clientApi.dispose(), agentApi.dispose()]);
});
