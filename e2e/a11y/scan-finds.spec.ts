/**
 * The walks' scan itself: it must report what axe reports, on the first page and after a
 * navigation inside the app (where axe is not put into the page again).
 */
import { expect, test } from '../fixtures';
import { navigate, scan, themedContext, waitForRendered } from './a11y-helpers';

test('the scan reports an unlabelled field and unreadable text, before and after a navigation in the app', async ({ browser }) => {
  const context = await themedContext(browser, 'light');
  const page = await context.newPage();
  try {
    const plant = () =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        const input = document.createElement('input');
        input.type = 'text';
        const faint = document.createElement('p');
        faint.textContent = 'Faint words';
        faint.style.color = '#f4f4f4';
        faint.style.background = '#ffffff';
        input.dataset.planted = '';
        faint.dataset.planted = '';
        main?.append(input, faint);
      });
    const unplant = () => page.evaluate(() => document.querySelectorAll('[data-planted]').forEach((node) => node.remove()));
    await navigate(page, '/');
    await waitForRendered(page, 'light', page.getByRole('button', { name: 'Get Instant Estimate' }));
    expect(await scan(page, '/')).toEqual([]);
    await plant();
    expect((await scan(page, '/ planted')).map((f) => f.rule).sort()).toEqual(['color-contrast', 'label']);
    await unplant();

    await navigate(page, '/auth');
    await waitForRendered(page, 'light');
    expect(await scan(page, '/auth')).toEqual([]);
    await plant();
    expect((await scan(page, '/auth planted')).map((f) => f.rule).sort()).toEqual(['color-contrast', 'label']);
  } finally {
    await context.close();
  }
});
