import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { account, twoFactor, user } from '#db/schema/auth.table.ts';
import { writeAudit } from '#platform/audit.ts';
import { publishInvalidation } from '#platform/auth/auth-cache.ts';
import type { RoleChangeDeps } from '#platform/auth/change-role.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { deleteSessions, setDeactivated } from '../people/index.ts';
import { listOpenDemoAccounts } from './install-state.ts';

export const DEMO_CLOSED_REASON = 'Demo account, closed for production: its password is published in the README.';

/**
 * Close every demo account someone could still sign in to: deactivated (sign-in refused with the
 * reason), its password, two-factor secret and sessions deleted, one audit row each, all of an
 * account in one transaction. The accounts stay, so the demo history that names them still reads.
 * Returns the addresses closed now.
 */
export async function closeDemoAccounts(deps: RoleChangeDeps): Promise<string[]> {
  const emails = await listOpenDemoAccounts(deps.db);
  if (emails.length === 0) {
    return [];
  }
  const rows = await deps.db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(inArray(user.email, emails));
  for (const row of rows) {
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // An account without its profile row would have nowhere to record the deactivation.
      await db.insert(profiles).values({ userId: row.id, email: row.email, fullName: row.name }).onConflictDoNothing();
      await setDeactivated(db, row.id, DEMO_CLOSED_REASON);
      await db.delete(account).where(and(eq(account.userId, row.id), eq(account.providerId, 'credential')));
      await db.delete(twoFactor).where(eq(twoFactor.userId, row.id));
      const sessions = await deleteSessions(db, row.id);
      await writeAudit(db, {
        actionType: 'user_deactivated',
        entityType: 'user',
        entityId: row.id,
        userId: null,
        details: { reason: DEMO_CLOSED_REASON, email: row.email, sessions_ended: sessions.length, via: 'command line' },
      });
    });
    await publishInvalidation(deps.cache, deps.bus, { userId: row.id });
  }
  return rows.map((r) => r.email).sort();
}
