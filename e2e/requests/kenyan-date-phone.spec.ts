/**
 * Dates are typed and shown day first (dd/mm/yyyy) even in a browser set to US English, where a
 * native date input would ask for mm/dd/yyyy: ordering a valuation on a phone.
 */
import { formatDate } from '@thamani/domain/display';
import { formatKenyanDate } from '@thamani/domain/kenyan-date';
import { REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import { formatFindings, scan } from '../a11y/a11y-helpers';
import { definitionFor, expect, expectToast, nairobiDatePlus, signInViaApi, test, uniqueTitle } from '../fixtures';

test.use({ locale: 'en-US', viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

test('a US-English phone types the preferred date day first and the request keeps that day', async ({
  page,
  makeUser,
}) => {
  test.setTimeout(60_000);
  const client = await makeUser('user');
  await signInViaApi(page.context(), client);
  const preferred = nairobiDatePlus(6);
  const typed = formatKenyanDate(preferred);
  const [year, month, day] = preferred.split('-') as [string, string, string];
  const title = uniqueTitle('Kileleshwa flat');

  await page.goto('/request');
  const form = page.getByRole('form', { name: 'Valuation request' });
  const date = form.getByLabel('Preferred date');
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(date).toHaveAccessibleDescription(/dd\/mm\/yyyy/);
  expect(formatFindings(await scan(page, '/request')), 'axe on the request form').toBe('');

  await form.getByLabel('Property title').fill(title);
  await form.getByLabel('Property type').selectOption('land');
  await form.getByLabel('County').selectOption('Nairobi');
  await form.getByLabel('Town / area').fill('Kileleshwa');
  await form.getByLabel('Address').fill('Othaya Road');
  await form.getByLabel('Size (m²)').fill('450');
  await form.getByLabel('Purpose').selectOption('mortgage');
  // Typed the Kenyan way, with dots; on leaving the field it reads dd/mm/yyyy.
  await date.fill(`${Number(day)}.${Number(month)}.${year}`);
  await date.blur();
  await expect(date).toHaveValue(typed);
  await date.fill(typed);
  await form.getByLabel('Contact phone').fill('0712345678');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  await expectToast(page, REQUEST_TOAST_MESSAGES.submitted);
  await expect(page).toHaveURL((url) => /^\/my-requests\/[0-9a-f-]{36}$/.test(url.pathname));
  const facts = page.getByRole('main').getByRole('region', { name: 'Request', exact: true });
  // "4 Dec 2026" for 04/12/2026: the day typed first stays the day.
  await expect(definitionFor(facts, 'Preferred date')).toHaveText(formatDate(`${preferred}T09:00:00Z`));
});
