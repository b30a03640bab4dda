import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ESTIMATE_DELAY_MS, ESTIMATE_DISCLAIMERS, estimatePrice } from '@thamani/domain/estimate';
import {
  MARKET_EVIDENCE_DISCLAIMER,
  MARKET_EVIDENCE_TITLE,
  MARKET_EVIDENCE_TOO_FEW,
  type MarketEvidenceResponse,
} from '@thamani/domain/market-evidence';
import { formatKsh } from '@thamani/domain/money';
import { formatFindings, scan, waitForRendered, type Theme } from '../a11y/a11y-helpers';
import { expect, PHONE, test } from '../fixtures';

/** A phone with the theme saved where the app keeps it, before any page script runs. */
async function phone(browser: Browser, theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    colorScheme: theme,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context;
}

/** A residential 180 m² at `location` on the home page's estimator, up to its result. */
async function estimate(page: Page, theme: Theme, location: string): Promise<string> {
  await page.goto('/');
  await waitForRendered(page, theme);
  const section = page.getByRole('region', { name: 'Quick Property Estimate' });
  await section.getByLabel('Location').fill(location);
  await section.getByRole('combobox', { name: 'Property Type' }).click();
  await page.getByRole('option', { name: 'Residential' }).click();
  await section.getByLabel('Size (square metres)').fill('180');
  await section.getByRole('button', { name: 'Get Instant Estimate' }).click();
  // The spec's figure and disclaimers stay as they are.
  const amount = formatKsh(estimatePrice({ location, propertyType: 'residential', size: '180' }));
  await expect(section.getByText(amount, { exact: true })).toBeVisible({ timeout: ESTIMATE_DELAY_MS + 5_000 });
  for (const disclaimer of ESTIMATE_DISCLAIMERS) {
    await expect(section.getByText(disclaimer)).toBeVisible();
  }
  return amount;
}

/** No scrolling sideways at 360 px. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

// Seven approved residential valuations in Nairobi, as the server would sum them up.
const SEVEN: MarketEvidenceResponse = {
  county: 'Nairobi',
  propertyType: 'residential',
  evidence: { count: 7, medianPerSqm: 158_000, firstMonth: '2026-03', lastMonth: '2026-11' },
};

test.describe('the home page estimate beside what the firm’s approved valuations say (phone)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`with enough approved valuations: the median per m², how many, the months and the value for 180 m², apart from the estimate (${theme})`, async ({
      browser,
    }) => {
      const context = await phone(browser, theme);
      const page = await context.newPage();
      const asked: string[] = [];
      await page.route('**/api/market-evidence?*', async (route) => {
        asked.push(new URL(route.request().url()).search);
        await route.fulfill({ json: SEVEN });
      });
      expect(await estimate(page, theme, 'Kilimani, Nairobi')).toBe('KSh 441,000');

      const panel = page.getByRole('region', { name: MARKET_EVIDENCE_TITLE });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(
        'Median KSh 158,000 per m² across 7 approved residential valuations in Nairobi County, March 2026 – November 2026.',
      );
      await expect(panel).toContainText('For 180 m² that is about KSh 28,400,000.');
      await expect(panel).toContainText(MARKET_EVIDENCE_DISCLAIMER);
      // Its own block: the estimate's figure and disclaimers are not inside it.
      await expect(panel.getByText('KSh 441,000')).toHaveCount(0);
      expect(asked).toEqual(['?county=Nairobi&propertyType=residential']);
      await expectNoSidewaysScroll(page);

      const findings = await scan(page, `home estimate with approved valuations (${theme})`);
      expect(findings, formatFindings(findings)).toEqual([]);
      await context.close();
    });
  }

  test('the seeded demo: its approved Nairobi homes give a Kilimani estimate the median per m² of five or more, from the real server', async ({
    browser,
  }) => {
    const context = await phone(browser, 'light');
    const page = await context.newPage();
    const answer = page.waitForResponse((res) => res.url().includes('/api/market-evidence?'));
    await estimate(page, 'light', 'Kilimani, Nairobi');
    const res = await answer;
    expect(res.status()).toBe(200);
    const { evidence } = (await res.json()) as MarketEvidenceResponse;
    expect(evidence?.count).toBeGreaterThanOrEqual(5);

    const panel = page.getByRole('region', { name: MARKET_EVIDENCE_TITLE });
    await expect(panel).toContainText(
      new RegExp(
        `^.*Median ${formatKsh(evidence?.medianPerSqm ?? 0)} per m² across ${evidence?.count ?? 0} approved residential valuations in Nairobi County, `,
      ),
    );
    await expect(panel).toContainText(/For 180 m² that is about KSh [\d,]+\./);
    await expect(panel).toContainText(MARKET_EVIDENCE_DISCLAIMER);
    await expect(page.getByText(MARKET_EVIDENCE_TOO_FEW)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test('where the firm has fewer than five (none in Lamu): the server says nothing and the page a neutral line, no figure of theirs', async ({
    browser,
  }) => {
    const context = await phone(browser, 'light');
    const page = await context.newPage();
    const answer = page.waitForResponse((res) => res.url().includes('/api/market-evidence?'));
    await estimate(page, 'light', 'Shela, Lamu');
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ county: 'Lamu', propertyType: 'residential', evidence: null });

    await expect(page.getByText(MARKET_EVIDENCE_TOO_FEW)).toBeVisible();
    await expect(page.getByRole('region', { name: MARKET_EVIDENCE_TITLE })).toHaveCount(0);
    await expect(page.getByText(/per m²/)).toHaveCount(0);
    const findings = await scan(page, 'home estimate without enough approved valuations');
    expect(findings, formatFindings(findings)).toEqual([]);
    await context.close();
  });
});
