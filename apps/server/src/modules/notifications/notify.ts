import type { Notification, NotificationKind } from '@thamani/domain/notifications';
import type { Db } from '#db/client.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { emitAfterCommit } from '#platform/realtime.ts';

export interface NotifyInput {
  /** The auth user id of the recipient. */
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Store a notification in the caller's transaction; once it commits, push it to the
 * recipient's open event streams in every server process (bus → SSE `notification`).
 */
export async function notify(tx: Db, input: NotifyInput): Promise<void> {
  const [row] = await tx.insert(notifications).values(input).returning();
  if (row) {
    emitAfterCommit(tx, { to: { userIds: [input.userId] }, event: 'notification', data: toNotification(row) });
  }
}
