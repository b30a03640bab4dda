/**
 * /account, /account/two-factor (with the QR code, then the backup codes) and the sign-in code
 * step /auth/two-factor pass axe's WCAG 2.0/2.1/2.2 A and AA rules in the light and dark themes.
 */
import { BASE_URL, expect, signInViaApi, test } from '../fixtures';
import { totpCode } from '../auth/totp';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`account (${theme}): the account page, two-factor set-up and the code step have no WCAG A/AA violation`, async ({ browser, makeUser }) => {
    test.setTimeout(120_000);
    const user = await makeUser('user');
    const context = await themedContext(browser, theme);
    await signInViaApi(context, user);
    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);
    await walk.visit('/account', (p) => p.getByRole('list', { name: 'Signed-in devices' }));
    let key = '';
    await walk.visit('/account/two-factor', (p) => p.getByLabel('Current password'));
    await walk.check('QR code and key', async () => {
      await page.getByLabel('Current password').fill(user.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      key = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    });
    await walk.check('backup codes', async () => {
      await page.getByLabel('6-digit code').fill(totpCode(key));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(page.getByRole('list', { name: 'Backup codes' })).toBeVisible();
    });
    await context.clearCookies();
    await walk.check('the code step of sign-in', async () => {
      const res = await context.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password }, headers: { origin: BASE_URL } });
      expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
      await page.goto('/auth/two-factor');
      await expect(page.getByLabel('6-digit code')).toBeVisible();
    });
    await walk.check('a wrong code', async () => {
      await page.getByLabel('6-digit code').fill('12');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    });
    await context.close();
    walk.assertClean();
  });
}
