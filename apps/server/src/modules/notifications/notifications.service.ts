import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { NOTIFICATION_ERROR_MESSAGES, type Notification } from '@thamani/domain/notifications';
import type { PageQuery } from '@thamani/domain/pagination';
import type { Db } from '#db/client.ts';
import { notifications as n } from '#db/schema/notifications.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { toNotification } from './notify.ts';

/** The caller's notifications, newest first, keyset on (created_at, id). */
export async function listOwnNotifications(db: Db, identity: Identity, query: PageQuery): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor);
  const after = cursor ? sql`(${n.createdAt}, ${n.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.userId, identity.userId), after))
    // NULLS LAST like notifications_user_created_idx (both NOT NULL): a plain desc is NULLS
    // FIRST, which the index cannot return in order, so every row of the user was sorted.
    .orderBy(sql`${n.createdAt} desc nulls last`, sql`${n.id} desc nulls last`)
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
  return { nextCursor: page.nextCursor, items: page.items.map(toNotification) };
}

/** One of the caller's notifications; someone else's (or none) answers 404. */
export async function getOwnNotification(db: Db, identity: Identity, id: string): Promise<Notification> {
  const [row] = await db
    .select()
    .from(n)
    .where(and(eq(n.id, id), eq(n.userId, identity.userId)));
  if (!row) {
    throw new AppError('NOT_FOUND', NOTIFICATION_ERROR_MESSAGES.notFound);
  }
  return toNotification(row);
}

export async function countUnread(db: Db, identity: Identity): Promise<{ count: number }> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(n)
    .where(and(eq(n.userId, identity.userId), isNull(n.readAt)));
  return { count: rows[0]?.count ?? 0 };
}

/** Mark one of the caller's notifications read (idempotent); someone else's answers 404. */
export async function markRead(db: Db, identity: Identity, id: string): Promise<void> {
  const rows = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.userId, identity.userId)))
    .returning({ id: n.id });
  if (rows.length === 0) {
    throw new AppError('NOT_FOUND', NOTIFICATION_ERROR_MESSAGES.notFound);
  }
}

export async function markAllRead(db: Db, identity: Identity): Promise<void> {
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, identity.userId), isNull(n.readAt)));
}
