/**
 * What a report starts with and what it must have, on a 360 px phone: the valuer starts a
 * report from an inspection that rated the condition 4 with a photo on "Walls"; the editor says
 * "Good" (the inspection's word, not the visit review's "Very good") and the photo is captioned
 * "Walls — …" under its section; a comparison-method valuation with one comparable sale shows
 * the FAIL and cannot be submitted. Both editors have no WCAG A/AA violation in either theme.
 */
import type { Page } from '@playwright/test';
import { REPORT_MESSAGES, type ReportDetail } from '@thamani/domain/reports';
import sharp from 'sharp';
import { A11yWalk, formatFindings, themedContext, type Theme } from '../a11y/a11y-helpers';
import { expect, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';
import { addComparablesOnScreen, expectOk, inspectedRequestViaApi } from './report-walk';

const PHONE_360 = { width: 360, height: 780 };
const WALLS_NOTE = 'Hairline cracks on the east wall';

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`) });

test('a report from a phone inspection: the condition in its own word, a captioned photo, and no comparison without comparables', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(150_000);
  const [client, agent] = await Promise.all([makeUser('user'), makeUser('agent')]);
  const clientApi = await newApiSession(playwright, client);
  const agentApi = await newApiSession(playwright, agent);
  await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/3141' } }));
  const title = uniqueTitle('Condition house');
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 150, g: 140, b: 120 } } })
    .jpeg()
    .toBuffer();
  await inspectedRequestViaApi(clientApi, agentApi, {
    title,
    purpose: 'mortgage',
    answers: {
      'site.area': 0.05,
      'condition.walls': { rating: 3, note: `${WALLS_NOTE}.` },
      'condition.overall': { rating: 4, note: 'Well kept' },
    },
    photos: [
      { itemId: 'condition.walls', caption: '', file: { name: 'walls.jpg', mimeType: 'image/jpeg', buffer: photo } },
    ],
  });
  await clientApi.dispose();

  const walks: A11yWalk[] = [];
  const context = await themedContext(browser, 'light');
  await signInViaApi(context, agent);
  const page = await context.newPage();
  await page.setViewportSize(PHONE_360);

  // Started on screen from the ready list, with the suggested bank template.
  await page.goto('/agent-dashboard/reports/drafts');
  await page
    .getByRole('list', { name: 'Requests ready for a report' })
    .getByRole('button', { name: `Start report for ${title}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Start the report' })
    .getByRole('button', { name: 'Start report', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reportId = /\/agent\/report\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  expect(reportId).not.toBe('');

  // Rated 4 on the phone: "Good", as the inspection says it.
  await expect(field(page, 'Condition')).toHaveValue('Good — Well kept');
  await expect(field(page, 'Instructing party')).toHaveValue(client.name);

  // Everything else filled in, a comparison valuation with one comparable sale fails its check
  // and cannot be submitted; with the firm's three it can.
  await field(page, 'LR / title number').fill(`Nairobi/Block 82/${Math.floor(1000 + Math.random() * 9000)}`);
  await field(page, 'Registered owner').fill('Wanjiru Kamau');
  await page.getByRole('combobox', { name: /^Tenure/ }).selectOption('Freehold');
  await field(page, 'Market Value in figures').fill('15000000');
  await field(page, 'Forced Sale Value in figures').fill('11500000');
  await field(page, 'Insurance (Reinstatement) Value in figures').fill('9000000');
  await expect(page.getByRole('combobox', { name: /^Method of valuation/ })).toHaveValue('Comparison');
  await addComparablesOnScreen(page, 1);
  const check = page.getByTestId('check-comparables_enough');
  await expect(check).toContainText('Fail');
  await expect(check).toContainText(
    'The method is Comparison but only 1 comparable sale is recorded; the firm asks for at least 3 comparable sales.',
  );
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription(REPORT_MESSAGES.checksFailed);
  await expect(
    page.getByText(/^\d+ passed, 1 failed(, \d+ not applicable)?\. A failed check blocks submission\.$/),
  ).toBeVisible();
  await expect(page.getByTestId('report-save-status')).toHaveText(/^All changes saved/, { timeout: 10_000 });
  const refused = await agentApi.post(`/api/reports/${reportId}/submit`, {
    data: { version: (await expectOk<ReportDetail>(await agentApi.get(`/api/reports/${reportId}`))).version },
  });
  expect(refused.status()).toBe(400);
  expect((await expectOk<ReportDetail>(await agentApi.get(`/api/reports/${reportId}`))).status).toBe('draft');
  // Two more sales make the firm's three: nothing else was holding it back.
  for (const [n, address] of [
    [2, 'Plot 7, Riara Rd'],
    [3, 'Plot 12, Gitanga Rd'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a comparable sale' }).click();
    await page.getByLabel(`Address of comparable ${n}`, { exact: true }).fill(address);
    await page.getByLabel(`Price (KSh) of comparable ${n}`, { exact: true }).fill('14500000');
  }
  await expect(check).toContainText('Pass');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_360.width);

  // The full document: the photo starts captioned with its item and the note, under its section.
  await page.goto(`/agent/report/${reportId}/enhanced`);
  await expect(page.getByRole('textbox', { name: 'Caption of photo 1' })).toHaveValue(`Walls — ${WALLS_NOTE}`);
  await expect(page.getByText('Printed under Condition')).toBeVisible();
  await context.close();

  // Both editors, both themes: no WCAG A/AA violation.
  for (const theme of ['light', 'dark'] as Theme[]) {
    const themed = await themedContext(browser, theme);
    await signInViaApi(themed, agent);
    const themedPage = await themed.newPage();
    await themedPage.setViewportSize(PHONE_360);
    const walk = new A11yWalk(themedPage, theme);
    await walk.visit(
      `/agent/report/${reportId}`,
      (p) => p.getByTestId('check-comparables_enough'),
      'structured editor',
    );
    await walk.visit(
      `/agent/report/${reportId}/enhanced`,
      (p) => p.getByTestId('report-save-status'),
      'full-document editor',
    );
    walks.push(walk);
    await themed.close();
  }
  await agentApi.dispose();
  const findings = walks.flatMap((w) => w.findings);
  expect(findings, formatFindings(findings)).toEqual([]);
  expect(walks.flatMap((w) => w.scanned)).toHaveLength(4);
});
