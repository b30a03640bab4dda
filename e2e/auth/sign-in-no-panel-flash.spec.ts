import type { Page } from '@playwright/test';
import { homePathForRole, type Role } from '@thamani/domain/access';
import { expect, signInViaApi, signInViaUi, test } from '../fixtures';

/**
 * Watches every change of the page from now on and remembers whether the signed-in panel
 * ("Change role (for testing)") was ever in it, however briefly.
 */
async function watchForPanel(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { panelSeen: boolean };
    w.panelSeen = false;
    const look = () => {
      if (document.body.textContent.includes('Change role (for testing)')) {
        w.panelSeen = true;
      }
    };
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { panelSeen: boolean }).panelSeen);
}

const ROLE_NAMES: Record<Role, string> = { user: 'a client', agent: 'an agent', admin: 'an admin' };

test.describe('sign-in goes straight to the role’s page', () => {
  for (const role of ['user', 'agent', 'admin'] as const satisfies readonly Role[]) {
    test(`${ROLE_NAMES[role]} signing in never sees the signed-in panel`, async ({ page, makeUser }) => {
      const user = await makeUser(role);
      await page.goto('/auth');
      const panelSeen = await watchForPanel(page);
      await signInViaUi(page, user.email, user.password, { open: false });
      await expect(page).toHaveURL((url) => url.pathname === homePathForRole(role));
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect(await panelSeen(), 'the "Change role" panel showed during sign-in').toBe(false);
    });
  }

  test('a signed-in person who opens /auth still sees the panel', async ({ page, makeUser }) => {
    const user = await makeUser('user');
    await signInViaApi(page.context(), user);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change role (for testing)' })).toBeVisible();
  });
});
