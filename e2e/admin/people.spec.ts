/**
 * People and roles: an admin changes a valuer to a client while the valuer's page is open (it
 * loses the agent area without a reload), deactivates a person who is then refused at sign-in
 * with the reason, reactivates them, and records a valuer's practising certificate.
 */
import { PEOPLE_MESSAGES } from '@thamani/domain/people';
import { CERTIFICATE_MESSAGES, CERTIFICATE_STATE_LABELS } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import {
  expect,
  expectToast,
  navBar,
  ROLE_LINKS,
  signInPanel,
  signInViaApi,
  signInViaUi,
  test,
  toasts,
  type TestUser,
} from '../fixtures';
import type { Page } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

/** The first page of a context loads the app and checks the session: slow on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

async function openPerson(page: Page, person: TestUser): Promise<void> {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Name or e-mail').fill(person.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'People found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await found.getByRole('link', { name: person.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible(FIRST_LOAD);
}

test('a valuer made a client loses the agent area on the page they have open', async ({ page, context, browser, makeUser }) => {
  const [admin, valuer] = await Promise.all([makeUser('admin'), makeUser('agent')]);
  const valuerContext = await browser.newContext();
  await signInViaApi(valuerContext, valuer);
  const valuerPage = await valuerContext.newPage();
  await valuerPage.goto('/agent-dashboard');
  const valuerNav = navBar(valuerPage);
  await expect(valuerNav.getByRole('link', { name: 'Templates', exact: true })).toBeVisible(FIRST_LOAD);

  await signInViaApi(context, admin);
  await openPerson(page, valuer);
  await page.getByLabel('New role').selectOption({ label: 'Client' });
  await page.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${valuer.name} a client?` });
  await expect(dialog).toContainText('from Valuer to Client');
  await dialog.getByRole('button', { name: 'Change to client' }).click();
  await expectToast(page, `${valuer.name} is now a client`);
  await expect(page.getByLabel('New role')).toHaveValue('user');

  // No reload by hand: the valuer's stream is closed, the app re-reads the role, the agent area goes.
  for (const [name] of ROLE_LINKS.agent.filter(([n]) => n !== 'Dashboard' && n !== 'Reports')) {
    await expect(valuerNav.getByRole('link', { name, exact: true })).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(valuerPage).not.toHaveURL(/\/agent-dashboard/, { timeout: 20_000 });
  await valuerContext.close();
});

test('a deactivated person is told so at sign-in; reactivated, they sign in again', async ({ page, context, browser, makeUser }) => {
  const [admin, person] = await Promise.all([makeUser('admin'), makeUser('user')]);
  await signInViaApi(context, admin);
  await openPerson(page, person);

  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${person.name}?` });
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PEOPLE_MESSAGES.reason);
  await dialog.getByLabel('Reason').fill('Left the firm in May');
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expectToast(page, `${person.name}'s account is deactivated`);
  await expect(page.getByText(/Left the firm in May/)).toBeVisible();

  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  await signInViaUi(personPage, person.email, person.password);
  await expect(toasts(personPage).getByText(PEOPLE_MESSAGES.deactivatedSignIn)).toBeVisible(FIRST_LOAD);
  await expect(signInPanel(personPage)).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate account' }).click();
  await expectToast(page, `${person.name} can sign in again`);
  await signInViaUi(personPage, person.email, person.password);
  await expect(personPage).not.toHaveURL(/\/auth/, FIRST_LOAD);
  await personContext.close();
});

test('an admin records a valuer’s practising certificate and sees its state', async ({ page, context, makeUser }) => {
  const [admin, valuer] = await Promise.all([makeUser('admin'), makeUser('agent')]);
  await signInViaApi(context, admin);
  await openPerson(page, valuer);
  const card = page.getByRole('region', { name: /Valuer details/ });
  await expect(card.getByText(`Practising certificate: ${CERTIFICATE_STATE_LABELS.missing}`)).toBeVisible();

  const year = Number(nairobiToday().slice(0, 4));
  await card.getByLabel('VRB registration number').fill('VRB/A/2041');
  await card.getByLabel('Phone').fill('0712 345 678');
  await card.getByLabel('Practising certificate year').fill(String(year));
  await card.getByLabel('Certificate expires on').fill(`${year - 1}-12-31`);
  await card.getByRole('button', { name: 'Save valuer details' }).click();
  await expect(card.getByText(CERTIFICATE_MESSAGES.expiryBeforeYear)).toBeVisible();

  await card.getByLabel('Certificate expires on').fill(`${year + 1}-12-31`);
  await card.getByRole('button', { name: 'Save valuer details' }).click();
  await expectToast(page, 'Valuer details saved');
  await expect(card.getByText(`Practising certificate: ${CERTIFICATE_STATE_LABELS.valid}`)).toBeVisible();

  await page.goto(`/admin/users?q=${encodeURIComponent(valuer.email)}`);
  const row = page.getByRole('list', { name: 'People found' }).getByRole('listitem');
  await expect(row).toContainText(CERTIFICATE_STATE_LABELS.valid);
});
