import { z } from 'zod';
import { NotificationKindSchema } from './notifications/kinds.ts';
import { defineRealtimeEvent } from './realtime.ts';

export { NOTIFICATION_ERROR_MESSAGES } from './notifications/errors.ts';
export { NOTIFICATION_KINDS, NotificationKindSchema, type NotificationKind } from './notifications/kinds.ts';
export {
  NOTIFICATION_MESSAGES,
  parseNotificationParams,
  renderNotification,
  renderStoredNotification,
  type NamedRequest,
  type NotificationContent,
  type NotificationParams,
  type NotificationText,
} from './notifications/messages.ts';

/** A notification as the API gives it: its title and body rendered (in English) when it is read. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });

/** A notification was stored for the recipient: the client fetches it by id (GET /api/notifications/:id). */
export const NotificationCreatedEvent = /* @__PURE__ */ defineRealtimeEvent('notification', z.object({ notificationId: z.uuid() }));
