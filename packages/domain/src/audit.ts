import type { RequestAction, RequestStatus } from './requests.ts';
import { TIMELINE_ACTIONS } from './requests.ts';
import type { Role } from './access/index.ts';

/**
 * Every value the server writes to audit_logs.action_type: the request timeline's actions plus
 * the ones no timeline shows (the valuer's review notes, account events, document uploads).
 * A new audited action is added here first, so the compiler checks each write.
 */
export const AUDIT_ACTIONS = [
  ...TIMELINE_ACTIONS,
  'site_visit_review_saved',
  'user_signed_up',
  'profile_ensured',
  'role_changed',
  'document_uploaded',
  'inspection_started',
  'inspection_submitted',
  'inspection_reopened',
  'inspection_photo_added',
  'inspection_photo_removed',
  'report_started',
  'report_downloaded',
  'report_template_created',
  'report_template_updated',
  'valuer_profile_updated',
  'account_updated',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'backup_codes_regenerated',
  'sessions_revoked',
  'user_deactivated',
  'user_reactivated',
  // An admin account made on the server's command line (apps/server/src/cli.ts).
  'admin_created',
  // The krooki extractor (apps/server/src/modules/extractions).
  'extraction_completed',
  'extraction_confirmed',
  'property_updated_from_extraction',
  // The firm's own details (apps/server/src/modules/firm).
  'firm_settings_updated',
  'firm_logo_updated',
  'firm_logo_removed',
  // What the firm charges (apps/server/src/modules/fees).
  'firm_fees_updated',
  // Invoices and payments (apps/server/src/modules/payments).
  'invoice_issued',
  'payment_requested',
  'payment_settled',
  'payment_recorded',
  'credit_note_issued',
  'invoice_replaced',
  // The firm's books (apps/server/src/modules/books): a reminder e-mailed to the client who ordered.
  'invoice_reminder_sent',
  // Backups (apps/server/src/modules/backups): an admin's "Back up now" and archive downloads.
  'backup_requested',
  'backup_downloaded',
  // The admin's System page (apps/server/src/modules/system).
  'job_retried',
  'test_mail_sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit action each request move writes (one row per move, in the move's transaction). */
export const REQUEST_MOVE_AUDIT = {
  accept: 'request_accepted',
  assign: 'request_assigned',
  release: 'request_released',
  cancel: 'request_cancelled',
  schedule_visit: 'site_visit_scheduled',
  complete_visit: 'site_visit_completed',
  cancel_visit: 'site_visit_cancelled',
  submit_report: 'report_submitted',
  request_changes: 'report_changes_requested',
  approve: 'report_approved',
} as const satisfies Record<RequestAction, AuditAction>;
export type MoveAuditAction<A extends RequestAction> = (typeof REQUEST_MOVE_AUDIT)[A];

/** A move of the request: the status it left and the one it reached. */
type StatusChange = {
  from: RequestStatus;
  status: RequestStatus;
};

type VisitClosed = {
  request_id: string;
  property_id: string | null;
  status: RequestStatus;
  reason?: string;
};

/** The details each audited action records; an action not listed records free details. */
export interface AuditDetailsByAction {
  request_created: { status: 'pending'; property_id: string; property_title: string };
  request_accepted: StatusChange & { agent_id: string };
  request_released: StatusChange & { agent_id: string | null };
  request_assigned: StatusChange & { agent_id: string; previous_agent_id: string | null };
  request_cancelled: StatusChange & { reason: string | null };
  site_visit_scheduled: { property_id: string; property_title: string | null; scheduled_date: string; request_id: string };
  site_visit_rescheduled: {
    request_id: string;
    property_id: string | null;
    previous_date: string;
    scheduled_date: string;
    duration_minutes: number;
    /** Why it moved when the valuer did not pick a new slot: the inspection was on an earlier day. */
    reason?: 'inspected_earlier';
  };
  site_visit_completed: VisitClosed;
  site_visit_cancelled: VisitClosed;
  site_visit_review_saved: { request_id: string; draft: boolean; condition_rating: number };
  role_changed: { from: Role; to: Role };
  /** `day`: the invoice's age in Nairobi days the reminder stands for (the schedule's step, or the day an admin sent it). */
  invoice_reminder_sent: {
    request_id: string;
    number: number;
    day: number;
    days_outstanding: number;
    balance: number;
    to: string;
    manual: boolean;
  };
}
export type AuditDetails<A extends AuditAction> = A extends keyof AuditDetailsByAction
  ? AuditDetailsByAction[A]
  : Record<string, unknown>;
