import {
  parseNotificationParams,
  renderNotification,
  renderStoredNotification,
  type Notification,
  type NotificationContent,
  type NotificationText,
} from '@thamani/domain/notifications';
import type { Db } from '#db/client.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { emitEvent } from '#platform/realtime.ts';
import { notificationCreated } from './notifications.events.ts';

/** A notification to store: its kind with that kind's parameters (rendered when read, ADR 018). */
export type NotifyInput = NotificationContent & {
  /** The auth user id of the recipient. */
  userId: string;
  link: string | null;
};

/**
 * The row's text: rendered from its kind and parameters; a row written before it had parameters
 * (migration 0017) shows the English it stored. Parameters that no longer parse (which a schema
 * change without its data migration would cause) fall back to the stored text, if any.
 */
export function notificationText(
  row: Pick<typeof notifications.$inferSelect, 'kind' | 'params' | 'title' | 'body'>,
): NotificationText {
  const rendered = row.params == null ? null : renderStoredNotification(row.kind, row.params);
  return rendered ?? { title: row.title ?? '', body: row.body ?? '' };
}

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  const { title, body } = notificationText(row);
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Store a notification in the caller's transaction; once it commits, its id reaches the
 * recipient's open event streams in every server process (SSE `notification`), and the client
 * fetches it (GET /api/notifications/:id). The parameters are checked against the kind's schema
 * (a mismatch is a bug: it throws and the transaction rolls back). Returns the English text, for
 * an e-mail that says the same.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<NotificationText> {
  const params = parseNotificationParams(input.kind, input.params);
  const [row] = await tx
    .insert(notifications)
    .values({ userId: input.userId, kind: input.kind, params, title: null, body: null, link: input.link })
    .returning({ id: notifications.id });
  if (row) {
    emitEvent(tx, notificationCreated, { notificationId: row.id }, { userId: input.userId });
  }
  return renderNotification(input.kind, params);
}
