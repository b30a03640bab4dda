import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isTwoFactorRequired, type TwoFactorRole } from '@thamani/domain/account';
import { AppError } from '@thamani/domain/app-error';
import { displayName, type MeResponse } from '@thamani/domain/me';
import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { enforce, switchRoleRefusal } from '@thamani/domain/policies';
import { normalizeRole, type Role } from '@thamani/domain/access';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { changeRole } from '#platform/auth/change-role.ts';

async function readMe(db: Db, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      name: user.name,
      profileId: profiles.id,
      fullName: profiles.fullName,
      profileEmail: profiles.email,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Ensure the profile and role rows: create them if missing, never overwrite.
 * Returns whether anything was created (the caller then drops cached identities).
 */
export async function ensureMe(
  db: Db,
  identity: Identity,
  twoFactorRequiredFor: readonly TwoFactorRole[] = [],
): Promise<{ me: MeResponse; created: boolean }> {
  const current = await readMe(db, identity.userId);
  if (!current) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.noUserLoggedIn);
  }
  let created = false;
  const needsRepair = !current.profileId || !current.role;
  if (needsRepair) {
    await db.transaction(async (tx) => {
      const p = await tx
        .insert(profiles)
        .values({ userId: current.id, fullName: current.name || null, email: current.email })
        .onConflictDoNothing()
        .returning({ id: profiles.id });
      const r = await tx.insert(userRoles).values({ userId: current.id, role: 'user' }).onConflictDoNothing().returning({ role: userRoles.role });
      created = p.length > 0 || r.length > 0;
      if (created) {
        await writeAudit(tx, { actionType: 'profile_ensured', entityType: 'user', entityId: current.id, userId: current.id });
      }
    });
  }
  // The common case (both rows exist) answers from the first read; only a repair reads again.
  const me = toMeResponse(needsRepair ? await readMe(db, identity.userId) : current, twoFactorRequiredFor);
  return { me, created };
}

function toMeResponse(row: Awaited<ReturnType<typeof readMe>>, twoFactorRequiredFor: readonly TwoFactorRole[]): MeResponse {
  if (!row?.profileId) {
    throw new AppError('INTERNAL', AUTH_MESSAGES.ensureProfileError('profile row missing'));
  }
  return {
    user: { id: row.id, email: row.email, emailVerified: row.emailVerified },
    profile: { id: row.profileId, fullName: row.fullName, email: row.profileEmail ?? row.email },
    role: normalizeRole(row.role),
    twoFactor: { enabled: row.twoFactorEnabled === true, required: isTwoFactorRequired(normalizeRole(row.role), twoFactorRequiredFor) },
  };
}

/**
 * Choose one's own role (role self-service, on in the demo only). The shared role change is
 * audited, and every process evicts and closes this user's streams.
 */
export async function switchOwnRole(
  ctx: Pick<AppContext, 'db' | 'bus' | 'cache' | 'settings'>,
  identity: Identity,
  role: Role,
): Promise<{ role: Role }> {
  enforce(switchRoleRefusal(ctx.settings));
  const { to } = await changeRole(ctx, { userId: identity.userId, role, actorId: identity.userId });
  return { role: to };
}

/**
 * Whom a page request comes from, as the dashboard greets them (the same name GET /api/me gives
 * the greeting): null without a live session. The server paints that greeting before the app runs.
 */
export async function pageVisitor(ctx: Pick<AppContext, 'db' | 'guard'>, request: FastifyRequest): Promise<{ role: Role; name: string } | null> {
  const identity = await ctx.guard.resolveIdentity(request);
  if (!identity) {
    return null;
  }
  const [row] = await ctx.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, identity.userId)).limit(1);
  return { role: identity.role, name: displayName(row?.fullName, identity.email) };
}
