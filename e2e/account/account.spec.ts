import { ACCOUNT_MESSAGES } from '@thamani/domain/account';
import { expect, expectToast, openAccountMenu, PHONE, signInViaApi, signInViaUi, test } from '../fixtures';
import { FitWalk, PHONE as PHONE_360 } from '../layout/phone-fit-helpers';

// Password hashing makes sign-in and password changes slow on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('name and phone: saved, shown in the account menu, the phone written as +254', async ({ page, context, makeUser }) => {
  const user = await makeUser('user');
  await signInViaApi(context, user);
  await page.goto('/dashboard');
  const menu = await openAccountMenu(page, user.name);
  await menu.getByRole('menuitem', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

  await page.getByLabel('Full name').fill('W');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Full name must be at least 3 characters.')).toBeVisible();
  await page.getByLabel('Full name').fill('Wanjiru Njeri Kamau');
  await page.getByLabel('Phone (optional)').fill('0712 345 678');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expectToast(page, ACCOUNT_MESSAGES.detailsSaved);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wanjiru Njeri Kamau' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('+254 712 345 678');
});

test('password: the current one is checked, then the new one signs in', async ({ page, context, makeUser }) => {
  const user = await makeUser('user');
  await signInViaApi(context, user);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('Fresh-pass-1');
  await form.getByLabel('Confirm new password').fill('Fresh-pass-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible();
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, ACCOUNT_MESSAGES.passwordChangedOthersSignedOut);

  await context.clearCookies();
  await signInViaUi(page, user.email, 'Fresh-pass-1');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ ...PHONE });

  test('devices: this one is marked, and another is signed out at once', async ({ page, context, browser, makeUser }) => {
    const user = await makeUser('user');
    const other = await browser.newContext();
    try {
      await signInViaApi(other, user);
      expect((await other.request.get('/api/me')).status()).toBe(200);
      await signInViaApi(context, user);
      await page.goto('/account');
      const devices = page.getByRole('list', { name: 'Signed-in devices' });
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await expect(devices.getByText(ACCOUNT_MESSAGES.thisDevice)).toHaveCount(1);
      await devices.getByRole('button', { name: /^Sign out / }).click();
      await expectToast(page, ACCOUNT_MESSAGES.deviceSignedOut);
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      expect((await other.request.get('/api/me')).status()).toBe(401);
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(width).toBeLessThanOrEqual(0);
    } finally {
      await other.close();
    }
  });
});

test.describe('at 360 px', () => {
  test.use({ ...PHONE_360 });

  test('the account pages and the code step fit a 360 px phone', async ({ page, context, makeUser }) => {
    const user = await makeUser('user', { name: 'Wanjiru Njeri Kamau-Odhiambo Wambui' });
    await signInViaApi(context, user);
    const walk = new FitWalk(page);
    await walk.visit('/account', (p) => p.getByRole('list', { name: 'Signed-in devices' }));
    await walk.visit('/account/two-factor', (p) => p.getByLabel('Current password'));
    await walk.check('QR code and key', async () => {
      await page.getByLabel('Current password').fill(user.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    });
    await context.clearCookies();
    await walk.visit('/auth/two-factor', (p) => p.getByLabel('6-digit code'));
    walk.assertFits();
  });
});
