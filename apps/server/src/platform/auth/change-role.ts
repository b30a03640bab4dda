import { eq, sql } from 'drizzle-orm';
import { normalizeRole, type Role } from '@thamani/domain/access';
import type { Db } from '#db/client.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { writeAudit } from '../audit.ts';
import type { Bus } from '../bus.ts';
import { publishInvalidation, type AuthCache } from './auth-cache.ts';

/** What a role change needs: the database, and the cache + bus that carry the eviction. */
export interface RoleChangeDeps {
  db: Db;
  bus: Bus;
  cache: AuthCache;
}

export interface RoleChange {
  userId: string;
  role: Role;
  /** Who made the change (the audit row's author); the user themselves when absent. */
  actorId?: string | null;
  /**
   * Runs in the transaction after the user's role row is locked and before the write, when the
   * role really changes: the admin area's rules (last admin, own role). Throwing refuses it.
   */
  check?: (tx: Db, from: Role) => Promise<void>;
}

export interface RoleChangeResult {
  from: Role;
  to: Role;
  changed: boolean;
}

/**
 * The one way a role changes (self-service, the admin area, the demo seed). user_roles is
 * written with its audit row in one transaction; after the commit every process drops the
 * cached identities of every session of that user and closes that user's event streams, so
 * the next call and the reopened stream see the new role at once. Setting the role a user
 * already has changes nothing and evicts nothing.
 */
export async function changeRole(deps: RoleChangeDeps, change: RoleChange): Promise<RoleChangeResult> {
  const { userId, role } = change;
  const result = await deps.db.transaction(async (tx) => {
    const before = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .for('update');
    const from = normalizeRole(before[0]?.role);
    if (before.length > 0 && before[0]?.role === role) {
      return { from, to: role, changed: false };
    }
    await change.check?.(tx as unknown as Db, from);
    await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: sql`now()` } });
    await writeAudit(tx, {
      actionType: 'role_changed',
      entityType: 'user',
      entityId: userId,
      userId: change.actorId ?? userId,
      details: { from, to: role },
    });
    return { from, to: role, changed: true };
  });
  if (result.changed) {
    await publishInvalidation(deps.cache, deps.bus, { userId });
  }
  return result;
}
