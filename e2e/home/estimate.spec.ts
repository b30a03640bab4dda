import type { Locator, Page } from '@playwright/test';
import { ESTIMATE_DELAY_MS, ESTIMATE_DISCLAIMERS, estimatePrice } from '@thamani/domain/estimate';
import { formatKsh } from '@thamani/domain/money';
import { expect, linkOrButton, test } from '../fixtures';

/** The Quick Property Estimate section of the home page. */
function estimator(page: Page): Locator {
  return page.getByRole('region', { name: 'Quick Property Estimate' });
}

async function pickType(page: Page, section: Locator, type: string): Promise<void> {
  const field = section.getByLabel(/property type/i);
  const tag = await field.evaluate((el) => el.tagName);
  if (tag === 'SELECT') {
    await field.selectOption(type);
    return;
  }
  await field.click();
  await page.getByRole('option', { name: new RegExp(`^${type}$`, 'i') }).click();
}

test.describe('Quick Property Estimate', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the button stays disabled until location, type and size are all filled', async ({ page }) => {
    const section = estimator(page);
    const button = section.getByRole('button', { name: 'Get Instant Estimate' });
    await expect(section.getByText(/in just 30 seconds/i)).toBeVisible();
    await expect(button).toBeDisabled();
    await section.getByLabel(/location/i).fill('Nairobi');
    await expect(button).toBeDisabled();
    await pickType(page, section, 'residential');
    await expect(button).toBeDisabled();
    await section.getByLabel(/size/i).fill('500');
    await expect(button).toBeEnabled();
    await section.getByLabel(/location/i).fill('');
    await expect(button).toBeDisabled();
  });

  test('Nairobi, residential, 500 m² → "Calculating..." for about 2 s, then KSh 825,000', async ({ page }) => {
    const section = estimator(page);
    await section.getByLabel(/location/i).fill('Westlands, Nairobi');
    await pickType(page, section, 'residential');
    await section.getByLabel(/size/i).fill('500');

    const expected = formatKsh(estimatePrice({ location: 'Westlands, Nairobi', propertyType: 'residential', size: '500' }));
    expect(expected).toBe('KSh 825,000');

    const started = Date.now();
    await section.getByRole('button', { name: 'Get Instant Estimate' }).click();
    const calculating = section.getByRole('button', { name: 'Calculating...' });
    await expect(calculating).toBeVisible();
    await expect(calculating).toBeDisabled();
    await expect(section.getByText(expected)).toHaveCount(0);

    await expect(section.getByText(expected, { exact: true })).toBeVisible({ timeout: ESTIMATE_DELAY_MS + 5_000 });
    // The spec's delay is the behaviour here: the result must not arrive early.
    expect(Date.now() - started).toBeGreaterThanOrEqual(ESTIMATE_DELAY_MS - 200);
    for (const disclaimer of ESTIMATE_DISCLAIMERS) {
      await expect(section.getByText(disclaimer)).toBeVisible();
    }
    await expect(section.getByRole('button', { name: 'Get Instant Estimate' })).toBeEnabled();
  });

  test('Mombasa, commercial, a non-numeric size counts as 100 m² → KSh 456,000', async ({ page }) => {
    const section = estimator(page);
    await section.getByLabel(/location/i).fill('Mombasa');
    await pickType(page, section, 'commercial');
    await section.getByLabel(/size/i).fill('abc');

    const expected = formatKsh((300_000 + 100 * 800) * 1.2);
    expect(expected).toBe('KSh 456,000');
    await section.getByRole('button', { name: 'Get Instant Estimate' }).click();
    await expect(section.getByText(expected, { exact: true })).toBeVisible({ timeout: ESTIMATE_DELAY_MS + 5_000 });
  });
});

test.describe('home page content', () => {
  test('hero, why choose, service categories and closing call to action', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    for (const name of ['Expert Valuers', 'Local Knowledge', 'Comprehensive Reports']) {
      await expect(main.getByRole('heading', { name, exact: true }), name).toBeVisible();
    }
    const categories: Record<string, RegExp[]> = {
      Residential: [/houses/i, /apartments (and|&) condominiums/i, /residential plots/i],
      Commercial: [/offices/i, /retail spaces (and|&) malls/i, /hotels/i],
      Industrial: [/warehouses/i, /factories/i, /industrial land/i],
    };
    for (const [category, items] of Object.entries(categories)) {
      await expect(main.getByRole('heading', { name: category, exact: true }), category).toBeVisible();
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: category, exact: true }) });
      for (const item of items) {
        await expect(card.getByText(item).first(), `${category}: ${String(item)}`).toBeVisible();
      }
    }
    await expect(linkOrButton(main, 'Request a Valuation Now')).toBeVisible();
    await expect(linkOrButton(main, 'Learn About Our Process')).toBeVisible();
  });

  const targets: Array<[string, string]> = [
    ['Request Valuation', '/request'],
    ['Learn More about our valuation process', '/valuation'],
    ['Request a Valuation Now', '/request'],
    ['Learn About Our Process', '/valuation'],
  ];
  for (const [name, target] of targets) {
    test(`"${name}" goes to ${target}`, async ({ page }) => {
      await page.goto('/');
      await linkOrButton(page.getByRole('main'), name).click();
      if (target === '/request') {
        // Ordering needs an account: a signed-out visitor is sent to sign in first and
        // comes back to /request afterwards.
        await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === target);
      } else {
        await page.waitForURL((url) => url.pathname === target);
      }
    });
  }

  test('/valuation explains the process', async ({ page }) => {
    await page.goto('/valuation');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});
