import { z } from 'zod';

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
