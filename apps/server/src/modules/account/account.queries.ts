import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { session, user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';

export async function readAccount(db: Db, userId: string) {
  const rows = await db
    .select({ name: user.name, email: user.email, fullName: profiles.fullName, phone: profiles.phone })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** better-auth's user.name and our profile row carry the same name: both change together. */
export async function writeAccount(tx: Db, userId: string, fullName: string, phone: string | null): Promise<void> {
  await tx.update(user).set({ name: fullName, updatedAt: new Date() }).where(eq(user.id, userId));
  await tx.update(profiles).set({ fullName, phone }).where(eq(profiles.userId, userId));
}

/** The person's live sessions, the most recently active first. */
export function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** Deletes the person's own sessions among `ids`; returns the ids deleted. */
export async function deleteOwnSessions(tx: Db, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tx
    .delete(session)
    .where(and(eq(session.userId, userId), inArray(session.id, ids)))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}

/** Deletes every session of the person except `keepId`; returns the ids deleted. */
export async function deleteOtherSessions(tx: Db, userId: string, keepId: string): Promise<string[]> {
  const rows = await tx
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepId)))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}
