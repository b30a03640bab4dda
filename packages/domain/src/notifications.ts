import { z } from 'zod';
import { defineRealtimeEvent } from './realtime.ts';

/** What a notification is about: the only values the server writes to notifications.kind. */
export const NOTIFICATION_KINDS = [
  'request_assigned',
  'request_status',
  'visit_scheduled',
  'visit_rescheduled',
  'visit_completed',
  'visit_cancelled',
  'report_submitted',
  'report_changes_requested',
  'report_approved',
  'report_ready',
  /** To every admin: a backup run failed (the System page shows why). */
  'backup_failed',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

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
