import type { Notification, NotificationKind } from '@thamani/domain/notifications';
import type { Db } from '#db/client.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { emitEvent } from '#platform/realtime.ts';
import { notificationCreated } from './notifications.events.ts';

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
 * Store a notification in the caller's transaction; once it commits, its id reaches the
 * recipient's open event streams in every server process (SSE `notification`), and the client
 * fetches it (GET /api/notifications/:id).
 */
export async function notify(tx: Db, input: NotifyInput): Promise<void> {
  const [row] = await tx.insert(notifications).values(input).returning();
  if (row) {
    emitEvent(tx, notificationCreated, { notificationId: row.id }, { userId: input.userId });
  }
}
