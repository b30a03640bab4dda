import { expect, linkOrButton, signInViaApi, test } from '../fixtures';

test.describe('client dashboard (empty account)', () => {
  test.beforeEach(async ({ context, makeUser }) => {
    await signInViaApi(context, await makeUser('user'));
  });

  test('Overview: Recent Activity empty state and Quick Actions', async ({ page }) => {
    await page.goto('/dashboard');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(overview.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/my-requests');
    // The empty state links to a new request.
    await expect(overview.getByRole('link', { name: /request a valuation/i })).toHaveAttribute('href', '/request');

    await expect(overview.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    await expect(linkOrButton(overview, 'New Valuation Request')).toHaveAttribute('href', '/request');
    await expect(linkOrButton(overview, 'View My Requests')).toHaveAttribute('href', '/my-requests');
    await expect(overview.getByRole('button', { name: 'Download Reports' })).toBeDisabled();

    await linkOrButton(overview, 'View My Requests').click();
    await expect(page).toHaveURL((url) => url.pathname === '/my-requests');
  });

  test('My Requests tab shows the empty state; /client-dashboard is the same dashboard', async ({ page }) => {
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome back, .+!$/ })).toBeVisible();
    await page.getByRole('tab', { name: 'My Requests' }).click();
    const tab = page.getByRole('tabpanel', { name: 'My Requests' });
    await expect(tab.getByRole('link', { name: /request a valuation/i })).toHaveAttribute('href', '/request');
  });
});
