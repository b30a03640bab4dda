/**
 * Ordering a valuation and tracking it: the /request form (signed-in only, with the
 * sign-in detour and the estimator's inputs carried over), its plain-words field errors, the new
 * request on its page, the dashboard and /my-requests, and a client cancelling a pending request.
 */
import type { Locator, Page } from '@playwright/test';
import { dueDateLabel, formatDate } from '@thamani/domain/display';
import { ESTIMATE_DELAY_MS } from '@thamani/domain/estimate';
import { FIELD_MESSAGES, GUARD_MESSAGES, REQUEST_MESSAGES, REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import { dueDateFor, type RequestDetail } from '@thamani/domain/requests';
import {
  createRequestViaApi,
  definitionFor,
  escapeRegExp,
  expect,
  expectToast,
  getRequestViaApi,
  linkOrButton,
  nairobiDatePlus,
  signInPanel,
  signInViaApi,
  signInViaUi,
  test,
  uniqueTitle,
} from '../fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The /request form. */
function requestForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Valuation request' });
}

/** A field shows this message in plain words: marked invalid and described by the message. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** The request's page: its heading (the property title) and the status badge beside it. */
async function expectRequestPage(page: Page, title: string, status: string): Promise<string> {
  await expect(page).toHaveURL((url) => /^\/my-requests\/[0-9a-f-]{36}$/.test(url.pathname));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.locator('header').getByText(status, { exact: true })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(id).toMatch(UUID);
  return id;
}

async function requestCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/requests');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test.describe('ordering a valuation', () => {
  test('signed out → /auth → back to /request; field errors; submit → request page, dashboard and My Requests', async ({
    page,
    makeUser,
  }) => {
    // The whole journey in one test (sign-in detour, two invalid submits, four pages): give it room.
    test.setTimeout(60_000);
    const client = await makeUser('user');
    const title = uniqueTitle('Kilimani maisonette');
    const preferredDate = nairobiDatePlus(5);

    // A signed-out visitor asks for a valuation: sign in first, then straight back to the form.
    await page.goto('/');
    await linkOrButton(page.getByRole('main'), 'Request Valuation').first().click();
    await expectToast(page, GUARD_MESSAGES.signInRequired);
    await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/request');
    await expect(signInPanel(page)).toBeVisible();
    await signInViaUi(page, client.email, client.password, { open: false });
    await expect(page).toHaveURL((url) => url.pathname === '/request');
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Valuation' })).toBeVisible();

    const form = requestForm(page);
    const submit = form.getByRole('button', { name: 'Submit Request' });

    // An empty submit: every required field says what is wrong, in plain words; nothing is created.
    await submit.click();
    await expectFieldError(form.getByLabel('Property title'), REQUEST_MESSAGES.title);
    await expectFieldError(form.getByLabel('Property type'), REQUEST_MESSAGES.propertyType);
    await expectFieldError(form.getByLabel('County'), FIELD_MESSAGES.county);
    await expectFieldError(form.getByLabel('Town / area'), REQUEST_MESSAGES.town);
    await expectFieldError(form.getByLabel('Address'), REQUEST_MESSAGES.address);
    await expectFieldError(form.getByLabel('Size (m²)'), REQUEST_MESSAGES.sizeSqm);
    await expectFieldError(form.getByLabel('Purpose'), REQUEST_MESSAGES.purpose);
    await expectFieldError(form.getByLabel('Preferred date'), REQUEST_MESSAGES.preferredDate);
    await expectFieldError(form.getByLabel('Contact phone'), FIELD_MESSAGES.phone);
    // The optional fields stay valid.
    await expect(form.getByLabel('Plot / LR number (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Notes')).not.toHaveAttribute('aria-invalid', 'true');
    // Bedrooms are asked for residential property only.
    await expect(form.getByLabel('Bedrooms')).toHaveCount(0);

    // Wrong values: residential without bedrooms, a bad LR number, a past date, a foreign phone.
    await form.getByLabel('Property title').fill(title);
    await form.getByLabel('Property type').selectOption('residential');
    await expect(form.getByLabel('Bedrooms')).toBeVisible();
    await form.getByLabel('County').selectOption('Nairobi');
    await form.getByLabel('Town / area').fill('Kilimani');
    await form.getByLabel('Address').fill('Argwings Kodhek Road, off Ngong Road');
    await form.getByLabel('Plot / LR number (optional)').fill('???');
    await form.getByLabel('Size (m²)').fill('450');
    await form.getByLabel('Purpose').selectOption('mortgage');
    await form.getByLabel('Preferred date').fill(nairobiDatePlus(-1));
    await form.getByLabel('Contact phone').fill('+1 555 123 4567');
    await submit.click();
    await expectFieldError(form.getByLabel('Bedrooms'), REQUEST_MESSAGES.bedrooms);
    await expectFieldError(form.getByLabel('Plot / LR number (optional)'), FIELD_MESSAGES.lrNumber);
    await expectFieldError(form.getByLabel('Preferred date'), REQUEST_MESSAGES.preferredDatePast);
    await expectFieldError(form.getByLabel('Contact phone'), FIELD_MESSAGES.phone);
    await expect(form.getByLabel('Property title')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL((url) => url.pathname === '/request');
    expect(await requestCount(page), 'nothing is created from invalid input').toBe(0);

    // Put it right and submit.
    await form.getByLabel('Bedrooms').fill('3');
    await form.getByLabel('Plot / LR number (optional)').fill('LR No. 209/12345');
    await form.getByLabel('Preferred date').fill(preferredDate);
    await form.getByLabel('Contact phone').fill('+254 712 345 678');
    await form.getByLabel('Notes').fill('Call before coming; the gate is locked.');
    await submit.click();

    await expectToast(page, REQUEST_TOAST_MESSAGES.submitted);
    const id = await expectRequestPage(page, title, 'Pending');
    const main = page.getByRole('main');
    // People quote the reference, never the UUID.
    const { reference } = await getRequestViaApi(page.request, id);
    expect(reference).toMatch(/^TH-\d{4}-\d{4,}$/);
    await expect(main.getByText(`Ref. ${reference}`)).toBeVisible();
    await expect(main.getByText(id)).toHaveCount(0);
    const property = main.getByRole('region', { name: 'Property', exact: true });
    await expect(definitionFor(property, 'County')).toHaveText('Nairobi');
    await expect(definitionFor(property, 'Town / area')).toHaveText('Kilimani');
    await expect(definitionFor(property, 'Bedrooms')).toHaveText('3');
    const facts = main.getByRole('region', { name: 'Request', exact: true });
    await expect(definitionFor(facts, 'Priority')).toHaveText('Normal');
    await expect(definitionFor(facts, 'Purpose')).toHaveText('Mortgage / bank');
    await expect(definitionFor(facts, 'Preferred date')).toHaveText(formatDate(`${preferredDate}T09:00:00Z`));
    await expect(main.getByRole('region', { name: 'Assigned valuer', exact: true }).getByText('Not yet assigned')).toBeVisible();

    // Stored as ordered: pending, priority normal, due by the documented rule.
    const stored: RequestDetail = await getRequestViaApi(page.request, id);
    expect(stored).toMatchObject({ status: 'pending', priority: 'normal', purpose: 'mortgage', preferredDate });
    expect(stored.property).toMatchObject({ title, propertyType: 'residential', county: 'Nairobi', bedrooms: 3 });
    expect(stored.dueDate).not.toBeNull();
    expect(new Date(stored.dueDate ?? '').toISOString()).toBe(
      dueDateFor(new Date(stored.requestedAt), 'normal').toISOString(),
    );
    await expect(definitionFor(facts, 'Due date')).toHaveText(dueDateLabel(stored.dueDate));

    // The dashboard counts it and shows it in Recent Activity.
    await page.goto('/dashboard');
    await expect(definitionFor(page, 'Total Requests')).toHaveText('1');
    await expect(definitionFor(page, 'Pending')).toHaveText('1');
    await expect(definitionFor(page, 'In Progress')).toHaveText('0');
    await expect(definitionFor(page, 'Completed')).toHaveText('0');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    const recent = overview.getByRole('list', { name: 'Recent requests' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem').getByText('Pending', { exact: true })).toBeVisible();
    await expect(recent.getByRole('link', { name: title })).toHaveAttribute('href', `/my-requests/${id}`);

    // The dashboard's My Requests tab lists it too.
    await page.getByRole('tab', { name: 'My Requests' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'My Requests' }).getByRole('listitem', { name: title, exact: true }),
    ).toBeVisible();

    // /my-requests: title, id, status, submitted, due date, property type, View.
    await page.goto('/my-requests');
    const row = page.getByRole('list', { name: 'Valuation requests' }).getByRole('listitem', { name: title, exact: true });
    await expect(row).toBeVisible();
    await expect(row.getByText(`Ref. ${reference}`)).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(definitionFor(row, 'Submitted')).toHaveText(formatDate(stored.requestedAt));
    await expect(definitionFor(row, 'Due date')).toHaveText(dueDateLabel(stored.dueDate));
    await expect(definitionFor(row, 'Property type')).toHaveText('Residential');
    await row.getByRole('link', { name: /^View/ }).click();
    await expectRequestPage(page, title, 'Pending');
  });

  test('a commercial property needs no bedrooms and the form accepts it', async ({ page, context, makeUser }) => {
    await signInViaApi(context, await makeUser('user'));
    const title = uniqueTitle('Westlands office floor');
    await page.goto('/request');
    const form = requestForm(page);
    await form.getByLabel('Property title').fill(title);
    await form.getByLabel('Property type').selectOption('commercial');
    await expect(form.getByLabel('Bedrooms')).toHaveCount(0);
    await form.getByLabel('County').selectOption('Nairobi');
    await form.getByLabel('Town / area').fill('Westlands');
    await form.getByLabel('Address').fill('Waiyaki Way, 4th floor');
    await form.getByLabel('Size (m²)').fill('1,250');
    await form.getByLabel('Purpose').selectOption('insurance');
    await form.getByLabel('Preferred date').fill(nairobiDatePlus(3));
    await form.getByLabel('Contact phone').fill('0712345678');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, REQUEST_TOAST_MESSAGES.submitted);
    const id = await expectRequestPage(page, title, 'Pending');
    const stored = await getRequestViaApi(page.request, id);
    expect(stored.property).toMatchObject({ propertyType: 'commercial', sizeSqm: 1250, bedrooms: null, lrNumber: null });
  });
});

test.describe('estimator carry-over', () => {
  async function estimateThenRequest(page: Page): Promise<void> {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Quick Property Estimate' });
    await section.getByLabel(/location/i).fill('Westlands, Nairobi');
    await section.getByLabel(/property type/i).click();
    await page.getByRole('option', { name: /^commercial$/i }).click();
    await section.getByLabel(/size/i).fill('500');
    await section.getByRole('button', { name: 'Get Instant Estimate' }).click();
    const requestLink = linkOrButton(section, 'Request a valuation');
    await expect(requestLink).toBeVisible({ timeout: ESTIMATE_DELAY_MS + 5_000 });
    await requestLink.click();
  }

  async function expectPrefilled(page: Page): Promise<void> {
    await expect(page).toHaveURL((url) => url.pathname === '/request');
    const form = requestForm(page);
    await expect(form.getByLabel('Property type')).toHaveValue('commercial');
    await expect(form.getByLabel('County')).toHaveValue('Nairobi');
    await expect(form.getByLabel('Town / area')).toHaveValue('Westlands');
    await expect(form.getByLabel('Size (m²)')).toHaveValue('500');
    // Only what the estimator knew; the rest is for the client to fill in.
    await expect(form.getByLabel('Property title')).toHaveValue('');
    await expect(form.getByLabel('Purpose')).toHaveValue('');
  }

  test('signed in: "Request a valuation" opens the form with location, type and size filled in', async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('user'));
    await estimateThenRequest(page);
    await expectPrefilled(page);
  });

  test('signed out: the estimator inputs survive the sign-in detour', async ({ page, makeUser }) => {
    const client = await makeUser('user');
    await estimateThenRequest(page);
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await signInViaUi(page, client.email, client.password, { open: false });
    await expectPrefilled(page);
  });
});

test.describe('cancelling a request', () => {
  test('a client cancels a pending request after confirming; keeping it changes nothing', async ({
    page,
    context,
    makeUser,
  }) => {
    await signInViaApi(context, await makeUser('user'));
    const title = uniqueTitle('Runda plot');
    const created = await createRequestViaApi(page.request, { title, propertyType: 'land', bedrooms: undefined });

    await page.goto(`/my-requests/${created.id}`);
    await expectRequestPage(page, title, 'Pending');
    const cancelButton = page.getByRole('main').getByRole('button', { name: 'Cancel Request' });

    // Changing one's mind: the dialog closes and the request stays pending.
    await cancelButton.click();
    let dialog = page.getByRole('alertdialog', { name: 'Cancel this valuation request?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Request' }).click();
    await expect(dialog).toBeHidden();
    expect((await getRequestViaApi(page.request, created.id)).status).toBe('pending');

    // Confirming cancels it.
    await cancelButton.click();
    dialog = page.getByRole('alertdialog', { name: 'Cancel this valuation request?' });
    await dialog.getByLabel('Reason (optional)').fill('The sale fell through');
    await dialog.getByRole('button', { name: 'Yes, Cancel Request' }).click();
    await expectToast(page, REQUEST_TOAST_MESSAGES.cancelled);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('header').getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelButton).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Status timeline' }).getByText('Cancelled', { exact: true }).first(),
    ).toBeVisible();
    expect((await getRequestViaApi(page.request, created.id)).status).toBe('cancelled');

    // The list and the counters agree.
    await page.goto('/my-requests');
    const row = page.getByRole('list', { name: 'Valuation requests' }).getByRole('listitem', { name: title, exact: true });
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(definitionFor(page, 'Total Requests')).toHaveText('1');
    await expect(definitionFor(page, 'Pending')).toHaveText('0');
  });
});
