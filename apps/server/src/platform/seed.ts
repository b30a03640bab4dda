import { eq } from 'drizzle-orm';
import type { Role } from '@thamani/domain/access';
import { user } from '../db/schema/auth.table.ts';
import type { Auth } from './auth/auth.ts';
import { changeRole, type RoleChangeDeps } from './auth/change-role.ts';

export const DEMO_PASSWORD = 'Thamani2026!';

/** The demo's valuer, whose signature and VRB number the demo fills in (seed/demo/demo-valuer.ts). */
export const DEMO_VALUER_EMAIL = 'agent@thamani.test';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'client@thamani.test', name: 'Wanjiku Kamau', role: 'user' },
  { email: DEMO_VALUER_EMAIL, name: 'Otieno Valuer', role: 'agent' },
  { email: 'admin@thamani.test', name: 'Amina Admin', role: 'admin' },
];

/**
 * Every demo account has the one password printed at start, so one hash serves them all: scrypt
 * costs ~0.1 s a hash, a sixth of a new folder's first start for six accounts. (The shared salt
 * only tells that the accounts share a password, which is published anyway.)
 */
let demoPasswordHash: Promise<string> | undefined;

function hashDemoPassword(hash: (password: string) => Promise<string>): Promise<string> {
  demoPasswordHash ??= hash(DEMO_PASSWORD).catch((error: unknown) => {
    demoPasswordHash = undefined;
    throw error;
  });
  return demoPasswordHash;
}

/**
 * Demo accounts with verified e-mails, created through better-auth's internal adapter (so
 * the profile/role hook runs and no confirmation mail is sent). Returns the accounts created
 * now — empty on every later start, so they are printed once.
 */
export async function seedDemoAccounts(deps: RoleChangeDeps & { auth: Auth }, accounts: typeof DEMO_ACCOUNTS = DEMO_ACCOUNTS): Promise<typeof DEMO_ACCOUNTS> {
  const { db, auth } = deps;
  const ctx = await auth.$context;
  const created: Array<(typeof DEMO_ACCOUNTS)[number]> = [];
  for (const account of accounts) {
    const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    if (existing.length > 0) {
      continue;
    }
    const u = await ctx.internalAdapter.createUser({ email: account.email, name: account.name, emailVerified: true }, { method: 'email-password' });
    await ctx.internalAdapter.linkAccount({
      userId: u.id,
      providerId: 'credential',
      accountId: u.id,
      password: await hashDemoPassword((password) => ctx.password.hash(password)),
    });
    await changeRole(deps, { userId: u.id, role: account.role });
    created.push(account);
  }
  return created;
}

export function formatDemoAccounts(accounts: typeof DEMO_ACCOUNTS, publicUrl: string): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map((a) => `  ${a.role.padEnd(6)} ${a.email.padEnd(width)}  ${DEMO_PASSWORD}   (${a.name})`);
  return [
    '',
    '==================== Thamani demo accounts (shown once) ====================',
    ...lines,
    `  Sign in at ${publicUrl}/auth — mail is caught at ${publicUrl}/dev/mailbox`,
    '============================================================================',
    '',
  ].join('\n');
}
