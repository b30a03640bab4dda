import { and, desc, eq, sql } from 'drizzle-orm';
import type { Notification } from '@thamani/domain/notifications';
import type { PageQuery } from '@thamani/domain/pagination';
import type { Db } from '../../db/client.ts';
import { notifications as n } from '../../db/schema/notifications.table.ts';
import type { Identity } from '../../platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '../../platform/cursor.ts';

/** The caller's notifications, newest first, keyset on (created_at, id). */
export async function listOwnNotifications(db: Db, identity: Identity, query: PageQuery): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor);
  const after = cursor ? sql`(${n.createdAt}, ${n.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.userId, identity.userId), after))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
