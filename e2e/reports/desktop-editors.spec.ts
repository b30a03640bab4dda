/**
 * The report editors at desktop width and on a phone: every comparable sale shows its whole
 * address and price, with Notes and Remove in view and no sideways scrolling; the full document
 * shows placeholders by their friendly names, not `{{client.name}}`; the checks call a check
 * that does not apply "Not applicable" (never a green Pass) and warn about a house report
 * without photographs. No WCAG A/AA violation in either theme.
 */
import type { Locator, Page } from '@playwright/test';
import { placeholderLabel } from '@thamani/domain/report-fields';
import type { ReportDetail } from '@thamani/domain/reports';
import { A11yWalk, formatFindings, themedContext, type Theme } from '../a11y/a11y-helpers';
import { expect, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';
import { expectOk, inspectedRequestViaApi, startReportViaApi } from './report-walk';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 360, height: 780 },
];
const ADDRESS = '5-bedroom maisonette, Kilimani Road';
const NOTES = 'Sold with servant quarters; corner plot';

/** The box lies inside the viewport, left to right. */
async function expectWithinWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  expect(
    (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width,
    `within 0–${width}px: ${JSON.stringify(box)}`,
  ).toBe(true);
}

/** A field shows its whole value: nothing scrolled out of its box, across or down. */
async function expectWholeValue(input: Locator, value: string) {
  await expect(input).toHaveValue(value);
  const clipped = await input.evaluate(
    (el: HTMLElement) =>
      el.scrollWidth > el.clientWidth || (el.tagName === 'TEXTAREA' && el.scrollHeight > el.clientHeight + 1),
  );
  expect(clipped, `"${value}" fits its field`).toBe(false);
}

async function expectComparablesReadable(page: Page, width: number) {
  await expectWholeValue(page.getByLabel('Address of comparable 1', { exact: true }), ADDRESS);
  await expectWholeValue(page.getByLabel('Price (KSh) of comparable 1', { exact: true }), '118,000,000');
  await expectWholeValue(page.getByLabel('Notes of comparable 1', { exact: true }), NOTES);
  await expect(page.getByLabel('Adjusted KSh per m² of comparable 1')).toHaveText('KSh 245,833/m²');
  await expectWithinWidth(page.getByLabel('Notes of comparable 1', { exact: true }), width);
  await expectWithinWidth(page.getByRole('button', { name: 'Remove comparable 1' }), width);
  await expectWithinWidth(page.getByLabel('Adjusted KSh per m² of comparable 1'), width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the report editors at desktop width: whole comparable values, friendly placeholders, honest checks', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(300_000);
  const [client, agent] = await Promise.all([makeUser('user'), makeUser('agent')]);
  const clientApi = await newApiSession(playwright, client);
  const api = await newApiSession(playwright, agent);
  await expectOk(await api.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/2718' } }));
  const { request } = await inspectedRequestViaApi(clientApi, api, {
    title: uniqueTitle('Kilimani maisonette'),
    purpose: 'mortgage',
  });
  await clientApi.dispose();
  const started = await startReportViaApi(api, request.id);
  await expectOk(
    await api.put(`/api/reports/${started.id}`, {
      data: {
        version: started.version,
        content: {
          ...started.content,
          photos: [],
          comparables: [
            {
              id: 'kilimani-1',
              address: ADDRESS,
              date: null,
              price: 118_000_000,
              sizeSqm: 480,
              adjustmentPercent: 0,
              notes: NOTES,
            },
          ],
        },
      },
    }),
  );
  const reportId = started.id;

  const context = await themedContext(browser, 'light');
  await signInViaApi(context, agent);
  const page = await context.newPage();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`/agent/report/${reportId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectComparablesReadable(page, size.width);
  }

  // The checks say what does not apply, and warn about a house without photographs.
  await page.setViewportSize(SIZES[0] ?? { width: 1280, height: 800 });
  const fsv = page.getByTestId('check-fsv_not_above_mv');
  await expect(fsv).toContainText('Not applicable');
  await expect(fsv).not.toContainText('Pass');
  const photos = page.getByTestId('check-photos_included');
  await expect(photos).toContainText('Warning');
  await expect(photos).toContainText('No photographs are included.');

  // The full document names placeholders as the template preview does.
  await page.goto(`/agent/report/${reportId}/enhanced`);
  const instructions = page.getByRole('textbox', { name: 'Instructions' });
  await expect(instructions).toBeVisible({ timeout: 20_000 });
  await expect(instructions.locator('[data-placeholder="client.name"]')).toHaveText(placeholderLabel('client.name'));
  await expect(instructions).not.toContainText('{{client.name}}');
  await expect(instructions).not.toContainText('{{');
  // Stored as the token, printed with its value.
  const stored = await expectOk<ReportDetail>(await api.get(`/api/reports/${reportId}`));
  expect(JSON.stringify(stored.content.sections.find((s) => s.id === 'instructions'))).toContain('{{client.name}}');
  await context.close();

  const walks: A11yWalk[] = [];
  for (const theme of ['light', 'dark'] as Theme[]) {
    const themed = await themedContext(browser, theme);
    await signInViaApi(themed, agent);
    const themedPage = await themed.newPage();
    await themedPage.setViewportSize({ width: 1280, height: 800 });
    const walk = new A11yWalk(themedPage, theme);
    await walk.visit(`/agent/report/${reportId}`, (p) => p.getByTestId('check-photos_included'), 'structured editor');
    await walk.visit(
      `/agent/report/${reportId}/enhanced`,
      (p) => p.locator('[data-placeholder="client.name"]').first(),
      'full-document editor',
    );
    walks.push(walk);
    await themed.close();
  }
  await api.dispose();
  const findings = walks.flatMap((w) => w.findings);
  expect(findings, formatFindings(findings)).toEqual([]);
  expect(walks.flatMap((w) => w.scanned)).toHaveLength(4);
});
