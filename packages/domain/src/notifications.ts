import { z } from 'zod';

/** What a notification is about: the only values the server writes to notifications.kind. */
export const NOTIFICATION_KINDS = [
  'request_assigned',
  'request_status',
  'visit_scheduled',
  'visit_rescheduled',
  'visit_completed',
  'visit_cancelled',
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

/** Server-Sent Events on GET /api/events: the event names and their JSON payloads. */
export const REALTIME_EVENTS = ['notification', 'request.updated', 'visit.updated'] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/**
 * The liveness event sent every REALTIME_HEARTBEAT_MS. A named event rather than an SSE comment,
 * because the browser's EventSource never surfaces comments to the page.
 */
export const REALTIME_HEARTBEAT_EVENT = 'heartbeat';
export const RequestUpdatedEventSchema = z.object({ requestId: z.uuid(), status: z.string() });
export const VisitUpdatedEventSchema = z.object({ visitId: z.uuid(), requestId: z.uuid(), status: z.string() });
