import { and, count, desc, eq, gt, ilike, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PeopleFilters } from '@thamani/domain/people';
import type { Db } from '#db/client.ts';
import { session, user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

/** Arbitrary first key of our advisory locks: "the set of active admins". */
const ACTIVE_ADMINS_LOCK = 31007;

/** A role missing from user_roles reads as client, as everywhere else. */
const roleOf = sql<string>`coalesce(${userRoles.role}, 'user')`;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function peopleWhere(f: PeopleFilters, after: Cursor | null): SQL | undefined {
  return and(
    f.q ? or(ilike(profiles.fullName, likePattern(f.q)), ilike(profiles.email, likePattern(f.q))) : undefined,
    f.role ? sql`${roleOf} = ${f.role}` : undefined,
    f.status === 'active' ? isNull(profiles.deactivatedAt) : undefined,
    f.status === 'deactivated' ? isNotNull(profiles.deactivatedAt) : undefined,
    after
      ? sql`(${profiles.createdAt}, ${profiles.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

const personColumns = {
  userId: profiles.userId,
  profileId: profiles.id,
  name: profiles.fullName,
  email: profiles.email,
  phone: profiles.phone,
  role: roleOf,
  deactivatedAt: profiles.deactivatedAt,
  deactivatedReason: profiles.deactivatedReason,
  lastSignInAt: profiles.lastSignInAt,
  createdAt: profiles.createdAt,
  vrbNumber: valuerProfiles.vrbNumber,
  certificateYear: valuerProfiles.certificateYear,
  certificateExpiresOn: valuerProfiles.certificateExpiresOn,
  signatureDocumentId: valuerProfiles.signatureDocumentId,
};

/** Newest account first, keyset on (created_at, id): ONE query a page. */
export function selectPeople(db: Db, f: PeopleFilters, after: Cursor | null, limit: number) {
  return db
    .select(personColumns)
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .leftJoin(valuerProfiles, eq(valuerProfiles.profileId, profiles.id))
    .where(peopleWhere(f, after))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit);
}
export type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

export async function selectPerson(db: Db, userId: string) {
  const rows = await db
    .select({ ...personColumns, twoFactorEnabled: user.twoFactorEnabled })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .leftJoin(valuerProfiles, eq(valuerProfiles.profileId, profiles.id))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function countLiveSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())));
  return row?.n ?? 0;
}

/** The firm's requests assigned to the valuer that are neither completed nor cancelled. */
export async function countOpenRequests(db: Db, firmId: string, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vr)
    .where(and(eq(vr.assignedAgentId, profileId), ofFirm(firmId), notInArray(vr.status, ['completed', 'cancelled'])));
  return row?.n ?? 0;
}

/**
 * Serialise every change that could lower the number of active admins (role changes,
 * deactivations) across all processes until `tx` ends: the count read after it is final.
 */
export async function lockActiveAdmins(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK}, 0)`);
}

/** Admins whose account is not deactivated (an admin without a profile row counts as active). */
export async function countActiveAdmins(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.userId, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(profiles.deactivatedAt)));
  return row?.n ?? 0;
}

/** The account's profile and role, its profile row locked until `tx` ends. */
export async function lockPerson(tx: Db, userId: string) {
  const rows = await tx
    .select({ profileId: profiles.id, role: roleOf, deactivatedAt: profiles.deactivatedAt })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .for('update', { of: profiles })
    .limit(1);
  return rows[0] ?? null;
}

export async function setDeactivated(tx: Db, userId: string, reason: string | null): Promise<void> {
  await tx
    .update(profiles)
    .set({ deactivatedAt: reason === null ? null : sql`now()`, deactivatedReason: reason, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Delete every session of the user; their ids. */
export async function deleteSessions(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.map((r) => r.id);
}

export async function setPhone(tx: Db, profileId: string, phone: string | null): Promise<void> {
  await tx.update(profiles).set({ phone, updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
}
