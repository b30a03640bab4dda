/**
 * References and the admin's own request page, as people meet them:
 * - at 1280 × 800 the admin's requests table fits without sideways scrolling, splits no word over
 *   two lines, prints an LR number that already carries its "LR No." prefix once, and shows the
 *   reference as each row's first line; a reference typed any way finds exactly that request;
 * - the request opens in the admin area (its navigation, "Back to requests", staff wording), from
 *   the table and from a report review, on a 360 px phone, with axe clean in both themes.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  createRequestViaApi,
  expect,
  newApiSession,
  PHONE,
  signInViaApi,
  test,
  uniqueTitle,
  type TestUser,
} from '../fixtures';
import { formatFindings, scan, type Theme } from '../a11y/a11y-helpers';
import { expectOk, submittedReportViaApi } from '../reports/report-walk';

const REFERENCE = /^TH-(\d{4})-(\d{4,})$/;

/** "TH-2026-0142" as someone might type it from a phone call: "th 2026 142". */
function spokenForm(reference: string): string {
  const [, year, serial] = REFERENCE.exec(reference) ?? [];
  return `th ${year} ${Number(serial)}`;
}

/** Words (runs without spaces) whose letters sit on more than one line: a word broken mid-word. */
async function wordsSplitOverLines(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) {
          split.push(match[0]);
        }
      }
    }
    return split;
  });
}

async function adminContext(browser: Browser, admin: TestUser, theme: Theme, phone: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(phone ? { ...PHONE, viewport: { width: 360, height: 780 } } : { viewport: { width: 1280, height: 800 } }),
    colorScheme: theme,
    reducedMotion: 'reduce',
    timezoneId: 'Africa/Nairobi',
  });
  await context.addInitScript((value) => {
    localStorage.setItem('theme', value);
  }, theme);
  await signInViaApi(context, admin);
  return context;
}

/** The admin's request page: admin navigation, "Back to requests", the reference, staff wording. */
async function expectStaffRequestPage(page: Page, requestId: string, title: string, reference: string) {
  await expect(page).toHaveURL(new RegExp(`/admin/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Admin area' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to requests' })).toHaveAttribute('href', '/admin/requests');
  await expect(page.getByText('Back to My Requests')).toHaveCount(0);
  await expect(page.getByText(`Ref. ${reference}`)).toBeVisible();
  await expect(page.getByText(requestId)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Valuation report' })).not.toContainText(/\byour\b/i);
}

test('at 1280 px the requests table fits, prints the LR once and finds a request by its reference however typed', async ({
  browser,
  makeUser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const [client, admin] = await Promise.all([makeUser('user'), makeUser('admin')]);
  const clientApi = await newApiSession(playwright, client);
  const context = await adminContext(browser, admin, 'light', false);
  try {
    const title = uniqueTitle('Insurance maisonette Runda');
    const request = await createRequestViaApi(clientApi, {
      title,
      lrNumber: 'LR No. 1870/IX/112',
      purpose: 'insurance',
    });
    const reference = request.reference;
    expect(reference).toMatch(REFERENCE);

    const page = await context.newPage();
    await page.goto(`/admin/requests?q=${encodeURIComponent(spokenForm(reference))}`);
    const table = page.getByRole('region', { name: 'Requests, newest received first' });
    await expect(table).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(`Showing: All requests, matching “${spokenForm(reference)}”`)).toBeVisible();
    const rows = table.getByRole('row');
    // The heading row and exactly that request.
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    const firstCell = row.getByRole('cell').first();
    await expect(firstCell).toContainText(reference);
    expect((await firstCell.innerText()).split('\n')[0]).toBe(reference);
    await expect(row).toContainText('LR No. 1870/IX/112');
    await expect(table).not.toContainText('LR LR');
    await expect(row).toContainText('Insurance');
    await expect(row).toContainText('Unassigned');

    // No sideways scrolling: neither the table nor the page is wider than the window.
    const widths = await table.evaluate((el) => ({
      table: el.scrollWidth - el.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(widths).toEqual({ table: 0, page: 0 });
    expect(await wordsSplitOverLines(table)).toEqual([]);

    // Typed in full in the search box: the same one request, the search kept in the address.
    const search = page.getByRole('search', { name: 'Requests' });
    await search.getByLabel('Search by reference, property, LR number or client').fill(reference);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${reference}`));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(reference);

    await row.getByRole('link', { name: title }).click();
    await expectStaffRequestPage(page, request.id, title, reference);
    await page.getByRole('link', { name: 'Back to requests' }).click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
  } finally {
    await context.close();
    await clientApi.dispose();
  }
});

test('on a phone an admin opens the request from a report review and from the requests cards, in the admin area, axe clean in both themes', async ({
  browser,
  makeUser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const [clientApi, agentApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, agent),
  ]);
  try {
    await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/3141' } }));
    const title = uniqueTitle('Kileleshwa bungalow');
    const report = await submittedReportViaApi(clientApi, agentApi, { title, county: 'Nairobi' });
    const detail = (await (await clientApi.get(`/api/requests/${report.requestId}`)).json()) as { reference: string };
    const reference = detail.reference;

    for (const theme of ['light', 'dark'] as const) {
      const context = await adminContext(browser, admin, theme, true);
      try {
        const page = await context.newPage();
        await page.goto(`/admin/reports/${report.id}`);
        const open = page.getByRole('link', { name: 'Open the request' });
        await expect(open).toBeVisible({ timeout: 45_000 });
        await open.click();
        await expectStaffRequestPage(page, report.requestId, title, reference);
        await expect(page.getByRole('link', { name: 'Open the report review' })).toHaveAttribute(
          'href',
          `/admin/reports/${report.id}`,
        );
        const fits = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(fits).toBe(0);
        const findings = await scan(page, `/admin/requests/:id (${theme})`);
        expect(findings, formatFindings(findings)).toEqual([]);

        await page.goto(`/admin/requests?q=${encodeURIComponent(reference)}`);
        const cards = page.getByRole('list', { name: 'Requests' }).getByRole('listitem');
        await expect(cards).toHaveCount(1, { timeout: 30_000 });
        await expect(cards.first()).toContainText(reference);
        const listFindings = await scan(page, `/admin/requests (${theme})`);
        expect(listFindings, formatFindings(listFindings)).toEqual([]);
        await cards.first().getByRole('link', { name: title }).click();
        await expectStaffRequestPage(page, report.requestId, title, reference);
      } finally {
        await context.close();
      }
    }
  } finally {
    await Promise.all([clientApi.dispose(), agentApi.dispose()]);
  }
});
