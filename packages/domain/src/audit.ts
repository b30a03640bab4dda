import { TIMELINE_ACTIONS } from './requests.ts';

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
