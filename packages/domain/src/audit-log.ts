import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from './audit.ts';
import { formatDateTime } from './display.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { paths } from './paths.ts';
import { REQUEST_STATUS_LABELS, type RequestStatus } from './requests.ts';
import { fromNairobiWallTime, parseYmd } from './nairobi-time.ts';

/** The entity types the server writes to audit_logs.entity_type. */
export const AUDIT_ENTITY_TYPES = [
  'valuation_request',
  'site_visit',
  'inspection',
  'report',
  'report_template',
  'document',
  'property',
  'valuer_profile',
  'user',
  'firm_settings',
  'firm_fees',
  'invoice',
  'payment',
  'credit_note',
  'backup',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  valuation_request: 'Valuation request',
  site_visit: 'Site visit',
  inspection: 'Inspection',
  report: 'Report',
  report_template: 'Report template',
  document: 'Document',
  property: 'Property',
  valuer_profile: 'Valuer details',
  user: 'User account',
  firm_settings: 'Firm details',
  firm_fees: 'Fee settings',
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  backup: 'Backup',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  request_created: 'Requested a valuation',
  request_accepted: 'Accepted a request',
  request_released: 'Released a request',
  request_assigned: 'Assigned a request to a valuer',
  request_cancelled: 'Cancelled a request',
  site_visit_scheduled: 'Scheduled a site visit',
  site_visit_rescheduled: 'Rescheduled a site visit',
  site_visit_completed: 'Completed a site visit',
  site_visit_cancelled: 'Cancelled a site visit',
  report_submitted: 'Submitted a report for review',
  report_changes_requested: 'Sent a report back for changes',
  report_approved: 'Approved a report',
  report_pdf_rendered: 'Issued the signed report PDF',
  site_visit_review_saved: 'Saved a site visit review',
  user_signed_up: 'Signed up',
  profile_ensured: 'Created a profile',
  role_changed: 'Changed a role',
  document_uploaded: 'Uploaded a document',
  inspection_started: 'Started an inspection',
  inspection_submitted: 'Submitted an inspection',
  inspection_reopened: 'Reopened an inspection',
  inspection_photo_added: 'Added an inspection photo',
  inspection_photo_removed: 'Removed an inspection photo',
  report_started: 'Started a report',
  report_downloaded: 'Downloaded a report PDF',
  report_template_created: 'Created a report template',
  report_template_updated: 'Updated a report template',
  valuer_profile_updated: 'Updated valuer details',
  account_updated: 'Updated their name or phone',
  password_changed: 'Changed their password',
  two_factor_enabled: 'Turned on two-factor sign-in',
  two_factor_disabled: 'Turned off two-factor sign-in',
  backup_codes_regenerated: 'Made new backup codes',
  sessions_revoked: 'Signed out a device',
  user_deactivated: 'Deactivated an account',
  user_reactivated: 'Reactivated an account',
  admin_created: 'Created an admin on the server',
  extraction_completed: 'Read a document with the krooki extractor',
  extraction_confirmed: 'Confirmed fields read from a document',
  property_updated_from_extraction: 'Updated a property from a document',
  firm_settings_updated: 'Updated the firm details',
  firm_logo_updated: 'Uploaded the firm logo',
  firm_logo_removed: 'Removed the firm logo',
  firm_fees_updated: 'Changed the fee settings',
  invoice_issued: 'Issued an invoice',
  payment_requested: 'Asked for an M-Pesa payment',
  payment_settled: 'An M-Pesa payment was settled',
  payment_recorded: 'Recorded a payment received at the bank',
  credit_note_issued: 'Issued a credit note',
  invoice_replaced: 'Issued a replacement invoice',
  invoice_reminder_sent: 'Sent a payment reminder',
  backup_requested: 'Started a backup',
  backup_downloaded: 'Downloaded a backup archive',
  job_retried: 'Retried a failed background task',
  test_mail_sent: 'Sent a test e-mail',
};

export function auditEntityLabel(entityType: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entityType] ?? entityType.replaceAll('_', ' ');
}

/** The page an admin opens for an audited entity; null when it has none. */
export function auditEntityLink(entityType: string, entityId: string | null): string | null {
  if (!entityId) {
    return null;
  }
  switch (entityType) {
    // The audit log is the admins': a request opens on the admin area's request page.
    case 'valuation_request':
      return paths.admin.request(entityId);
    case 'report':
      return paths.admin.report(entityId);
    case 'site_visit':
      return paths.agent.visit(entityId);
    case 'inspection':
      return paths.inspection(entityId);
    case 'property':
      return paths.admin.property(entityId);
    case 'report_template':
      return paths.agentDashboard.template(entityId);
    case 'user':
      return paths.admin.user(entityId);
    case 'firm_settings':
      return paths.admin.firm;
    default:
      return null;
  }
}

const ROLE_WORDS: Record<string, string> = { user: 'client', agent: 'valuer', admin: 'admin' };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;
}

function statusLabel(value: unknown): string | null {
  const status = text(value);
  return status ? (REQUEST_STATUS_LABELS[status as RequestStatus] ?? status) : null;
}

/** A one-line, plain-words summary of a row's details (what changed, why, which file). */
export function auditDetailsSummary(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const title = text(details.property_title);
  if (title) {
    parts.push(title);
  }
  const from = statusLabel(details.from);
  const to = statusLabel(details.status);
  if (from && to && typeof details.from === 'string' && details.from in REQUEST_STATUS_LABELS) {
    parts.push(`${from} → ${to}`);
  } else if (typeof details.from === 'string' && typeof details.to === 'string') {
    parts.push(`${ROLE_WORDS[details.from] ?? details.from} → ${ROLE_WORDS[details.to] ?? details.to}`);
  }
  const previous = text(details.previous_date);
  const scheduled = text(details.scheduled_date);
  if (scheduled) {
    parts.push(
      previous ? `${formatDateTime(previous)} → ${formatDateTime(scheduled)}` : `for ${formatDateTime(scheduled)}`,
    );
  }
  const n = text(details.n);
  if (n) {
    parts.push(`version ${n}`);
  }
  const filename = text(details.filename);
  if (filename) {
    parts.push(filename);
  }
  const reason = text(details.reason) ?? text(details.comment);
  if (reason) {
    parts.push(`“${reason}”`);
  }
  const code = text(details.verify_code);
  if (code) {
    parts.push(`code ${code}`);
  }
  return parts.join(' · ');
}

const YmdSchema = z.string().refine((v) => parseYmd(v) !== null, { error: 'Enter a date as YYYY-MM-DD' });

const FILTERS_SHAPE = {
  userId: z.string().trim().min(1).max(100).optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: YmdSchema.optional(),
  to: YmdSchema.optional(),
};
const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const DATES_OUT_OF_ORDER = { error: 'The start date must be on or before the end date', path: ['to'] };

/** The filters of the log and of its CSV export (dates are Nairobi calendar days, both inclusive). */
export const AuditLogFiltersSchema = z.object(FILTERS_SHAPE).refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AuditLogFilters = z.infer<typeof AuditLogFiltersSchema>;

export const AuditLogQuerySchema = z
  .object({ ...FILTERS_SHAPE, ...PageQuerySchema.shape })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** [start, end) instants of the filter's Nairobi days. */
export function auditDateRange(f: Pick<AuditLogFilters, 'from' | 'to'>): { start: Date | null; end: Date | null } {
  const start = f.from ? fromNairobiWallTime(f.from, 0, 0) : null;
  const end = f.to ? new Date(fromNairobiWallTime(f.to, 0, 0).getTime() + 24 * 60 * 60 * 1000) : null;
  return { start, end };
}

export const AuditActorSchema = z.object({ userId: z.string(), name: z.string().nullable(), email: z.string() });
export type AuditActor = z.infer<typeof AuditActorSchema>;

export const AuditLogItemSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  entityType: z.string(),
  entityLabel: z.string(),
  entityId: z.string().nullable(),
  link: z.string().nullable(),
  actor: AuditActorSchema.nullable(),
  details: z.string(),
});
export type AuditLogItem = z.infer<typeof AuditLogItemSchema>;

export const AuditLogPageSchema = pageOf(AuditLogItemSchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const AUDIT_ACTORS_LIMIT = 20;
export const AuditActorsQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const AuditActorsResponseSchema = z.object({ items: z.array(AuditActorSchema) });

/** The plain-words label of a stored action (an unknown one is shown as written). */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action.replaceAll('_', ' ');
}

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'At (Nairobi)',
  'Action',
  'Action code',
  'Entity type',
  'Entity id',
  'Person',
  'E-mail',
  'User id',
  'Details',
] as const;

/** The actions sorted by their label, as a filter lists them. */
export const AUDIT_ACTIONS_BY_LABEL: readonly AuditAction[] = [...AUDIT_ACTIONS].sort((a, b) =>
  AUDIT_ACTION_LABELS[a].localeCompare(AUDIT_ACTION_LABELS[b], 'en'),
);
