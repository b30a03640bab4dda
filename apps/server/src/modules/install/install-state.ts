import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { account, user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { DEMO_ACCOUNTS } from '#platform/seed.ts';
import { DEMO_HISTORY_ACCOUNTS } from '#seed/demo/demo-history.data.ts';
import { countActiveAdmins } from '../people/index.ts';

/** Every account the demo seeds (the three printed ones and the history's three more), all with the README's password. */
export const DEMO_EMAILS: readonly string[] = [...DEMO_ACCOUNTS, ...DEMO_HISTORY_ACCOUNTS].map((a) => a.email);

export function isDemoEmail(email: string): boolean {
  return DEMO_EMAILS.includes(email.trim().toLowerCase());
}

/**
 * The demo accounts someone could still sign in to: present and not deactivated, or still holding
 * a password. `admin remove-demo` closes them (deactivated, password and sessions gone).
 */
export async function listOpenDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email, deactivatedAt: profiles.deactivatedAt, password: account.id })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(inArray(user.email, [...DEMO_EMAILS]));
  const open = rows.filter((r) => r.deactivatedAt === null || r.password !== null).map((r) => r.email);
  return [...new Set(open)].sort();
}

/** Admins who can sign in (not deactivated). */
export function countUsableAdmins(db: Db): Promise<number> {
  return countActiveAdmins(db);
}
