import { z } from 'zod';
import { RequestReferenceSchema } from './request-reference.ts';
import { CountySchema } from './counties.ts';
import { PROPERTY_TYPES } from './estimate.ts';
import { OptionalLrNumberSchema } from './lr-number.ts';
import { REQUEST_MESSAGES as M } from './messages.ts';
import { PageQuerySchema } from './pagination.ts';
import { KenyanPhoneSchema } from './phone.ts';
import { storableString } from './text.ts';
import { formatYmd, fromNairobiWallTime, nairobiDateParts, nairobiToday, parseYmd } from './nairobi-time.ts';
import { VisitStatusSchema } from './visit-status.ts';
import { FEE_BASIS_MAX_KSH } from './fees/limits.ts';
import { FEE_MESSAGES } from './fees/messages.ts';
import { FeeQuoteSchema } from './fees/contract.ts';
import {
  CLOSED_REQUEST_STATUSES,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  RequestPurposeSchema,
  RequestStatusSchema,
  type RequestStatus,
} from './request-status.ts';

export * from './request-status.ts';

export type RequestAction =
  | 'accept'
  | 'assign'
  | 'release'
  | 'schedule_visit'
  | 'cancel_visit'
  | 'complete_visit'
  | 'submit_report'
  | 'request_changes'
  | 'approve'
  | 'cancel';

/** The one transition table; the server refuses any move not listed here. */
export const REQUEST_TRANSITIONS: Record<RequestAction, { from: readonly RequestStatus[]; to: RequestStatus }> = {
  accept: { from: ['pending'], to: 'assigned' },
  assign: { from: ['pending', 'assigned'], to: 'assigned' },
  release: { from: ['assigned'], to: 'pending' },
  schedule_visit: { from: ['assigned', 'visit_scheduled'], to: 'visit_scheduled' },
  cancel_visit: { from: ['visit_scheduled'], to: 'assigned' },
  complete_visit: { from: ['visit_scheduled'], to: 'in-progress' },
  submit_report: { from: ['in-progress'], to: 'under_review' },
  request_changes: { from: ['under_review'], to: 'in-progress' },
  approve: { from: ['under_review'], to: 'completed' },
  cancel: { from: ['pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review'], to: 'cancelled' },
};

export function nextStatus(current: RequestStatus, action: RequestAction): RequestStatus | null {
  const rule = REQUEST_TRANSITIONS[action];
  return rule.from.includes(current) ? rule.to : null;
}

export const RequestPropertySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  price: z.number().int().nullable(),
  address: z.string().nullable(),
});

/** One row of "My Requests": the caller's own requests only. */
export const RequestListItemSchema = z.object({
  id: z.uuid(),
  /** What people quote: "TH-2026-0142" (request-reference.ts). */
  reference: RequestReferenceSchema,
  status: RequestStatusSchema,
  priority: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  property: RequestPropertySummarySchema.nullable(),
});
export type RequestListItem = z.infer<typeof RequestListItemSchema>;

export const RequestStatsSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  pending: z.number().int(),
});
export type RequestStats = z.infer<typeof RequestStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Ordering a valuation (/request) and following it.

export const REQUEST_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const RequestPrioritySchema = z.enum(REQUEST_PRIORITIES);
export type RequestPriority = z.infer<typeof RequestPrioritySchema>;
/** A new request starts with priority normal. */
export const DEFAULT_REQUEST_PRIORITY: RequestPriority = 'normal';
export const REQUEST_PRIORITY_LABELS: Record<RequestPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const REQUEST_TITLE_MIN_LENGTH = 3;
export const REQUEST_TITLE_MAX_LENGTH = 120;
export const REQUEST_TOWN_MIN_LENGTH = 2;
export const REQUEST_TOWN_MAX_LENGTH = 80;
export const REQUEST_ADDRESS_MIN_LENGTH = 3;
export const REQUEST_ADDRESS_MAX_LENGTH = 200;
export const REQUEST_SIZE_MAX_SQM = 10_000_000;
export const REQUEST_BEDROOMS_MAX = 100;
export const REQUEST_NOTES_MAX_LENGTH = 2000;
export const REQUEST_CANCEL_REASON_MAX_LENGTH = 500;

function requiredText(min: number, max: number, message: string, tooLong: string) {
  return storableString({ error: message }).trim().min(min, { error: message }).max(max, { error: tooLong });
}

/** Trimmed optional text: missing, null or blank → undefined. */
function optionalText(max: number, tooLong: string) {
  return storableString()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** A number typed in a form: "1,250.5" or " 450 " reads as a number, blank as missing. */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  const compact = value.replace(/[,\s]/g, '');
  return compact === '' ? undefined : Number(compact);
}

/**
 * Bedrooms: a whole number 0–100 from a number or a typed string; null when missing
 * (undefined, null or blank) and NaN when given but not such a number.
 */
export function parseBedrooms(value: unknown): number | null {
  const n = readNumber(value);
  if (n === undefined || n === null) {
    return null;
  }
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= REQUEST_BEDROOMS_MAX ? n : Number.NaN;
}

function buildCreateRequestSchema(getToday: () => string) {
  return z
    .object({
      title: requiredText(REQUEST_TITLE_MIN_LENGTH, REQUEST_TITLE_MAX_LENGTH, M.title, M.titleTooLong),
      propertyType: z.enum(PROPERTY_TYPES, { error: M.propertyType }),
      county: CountySchema,
      town: requiredText(REQUEST_TOWN_MIN_LENGTH, REQUEST_TOWN_MAX_LENGTH, M.town, M.townTooLong),
      address: requiredText(REQUEST_ADDRESS_MIN_LENGTH, REQUEST_ADDRESS_MAX_LENGTH, M.address, M.addressTooLong),
      lrNumber: OptionalLrNumberSchema,
      sizeSqm: z.preprocess(
        readNumber,
        z
          .number({ error: M.sizeSqm })
          .positive({ error: M.sizeSqm })
          .max(REQUEST_SIZE_MAX_SQM, { error: M.sizeTooLarge }),
      ),
      /** Checked below against the property type: required when residential, dropped otherwise. */
      bedrooms: z.unknown().optional().describe('Whole number 0–100; required when residential, ignored otherwise'),
      purpose: RequestPurposeSchema,
      preferredDate: z.iso
        .date({ error: M.preferredDate })
        // Today is read at parse time (Nairobi), so a long-lived schema never goes stale.
        // (The format check does not stop the chain, hence the guard.)
        .refine((v) => parseYmd(v) === null || v >= getToday(), { error: M.preferredDatePast }),
      contactPhone: KenyanPhoneSchema,
      notes: optionalText(REQUEST_NOTES_MAX_LENGTH, M.notesTooLong),
      /** The value the client expects, whole shillings: when given, the fee is quoted on it and the quote kept with the request. */
      expectedValue: z.preprocess(
        readNumber,
        z
          .number({ error: FEE_MESSAGES.expectedValue })
          .int({ error: FEE_MESSAGES.expectedValue })
          .min(1, { error: FEE_MESSAGES.expectedValue })
          .max(FEE_BASIS_MAX_KSH, { error: FEE_MESSAGES.expectedValueTooLarge })
          .optional(),
      ),
    })
    .superRefine(
      (value, ctx) => {
        if (value.propertyType !== 'residential') {
          return;
        }
        const bedrooms = parseBedrooms(value.bedrooms);
        if (bedrooms === null || Number.isNaN(bedrooms)) {
          const message = bedrooms === null ? M.bedrooms : M.bedroomsRange;
          ctx.issues.push({ code: 'custom', message, path: ['bedrooms'], input: value.bedrooms });
        }
      },
      // Run even when other fields fail, so every field shows its message at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform(({ bedrooms, ...rest }) => ({
      ...rest,
      bedrooms: rest.propertyType === 'residential' ? (parseBedrooms(bedrooms) as number) : undefined,
    }));
}

/** The /request form body with a fixed "today" ('YYYY-MM-DD', Nairobi) — for tests and replays. */
export function createRequestSchema(today: string) {
  return buildCreateRequestSchema(() => today);
}
/** The /request form body with "today" read from `getNow` at each parse (the server's clock). */
export function createRequestSchemaAt(getNow: () => Date) {
  return buildCreateRequestSchema(() => nairobiToday(getNow()));
}
/** POST /api/requests — the /request form body; "today" is the Nairobi date at each parse. */
export const CreateRequestSchema = buildCreateRequestSchema(() => nairobiToday(new Date()));
export type CreateRequestInput = z.input<typeof CreateRequestSchema>;
export type CreateRequestBody = z.output<typeof CreateRequestSchema>;

const PersonRefSchema = z.object({ id: z.uuid(), fullName: z.string() });

/**
 * The audit actions a request's timeline shows (its own rows and its site visits' rows). The
 * valuer's review notes (site_visit_review_saved) are audited but stay off the client's timeline.
 */
export const TIMELINE_ACTIONS = [
  'request_created',
  'request_accepted',
  'request_released',
  'request_assigned',
  'request_cancelled',
  'site_visit_scheduled',
  'site_visit_rescheduled',
  'site_visit_completed',
  'site_visit_cancelled',
  'report_submitted',
  'report_changes_requested',
  'report_approved',
  'report_pdf_rendered',
] as const;
export const TimelineActionSchema = z.enum(TIMELINE_ACTIONS);
export type TimelineAction = z.infer<typeof TimelineActionSchema>;

export function isTimelineAction(value: string): value is TimelineAction {
  return (TIMELINE_ACTIONS as readonly string[]).includes(value);
}

/**
 * The status each timeline entry led to, read from the action alone: a move's entry shows the
 * status its move leads to; a rescheduled visit changes no status (null).
 */
export const TIMELINE_STATUS: Record<TimelineAction, RequestStatus | null> = {
  request_created: 'pending',
  request_accepted: REQUEST_TRANSITIONS.accept.to,
  request_released: REQUEST_TRANSITIONS.release.to,
  request_assigned: REQUEST_TRANSITIONS.assign.to,
  request_cancelled: REQUEST_TRANSITIONS.cancel.to,
  site_visit_scheduled: REQUEST_TRANSITIONS.schedule_visit.to,
  site_visit_rescheduled: null,
  site_visit_completed: REQUEST_TRANSITIONS.complete_visit.to,
  site_visit_cancelled: REQUEST_TRANSITIONS.cancel_visit.to,
  report_submitted: REQUEST_TRANSITIONS.submit_report.to,
  report_changes_requested: REQUEST_TRANSITIONS.request_changes.to,
  report_approved: REQUEST_TRANSITIONS.approve.to,
  // The signed PDF was issued after the approval: no status changes.
  report_pdf_rendered: null,
};

/** GET /api/requests/:id — the request, its property, valuer, visit and timeline. */
/** A report's statuses as a request's detail names them (reports.ts imports this file, so they are listed here too). */
export const REQUEST_REPORT_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;

export const RequestDetailSchema = z.object({
  id: z.uuid(),
  reference: RequestReferenceSchema,
  status: RequestStatusSchema,
  priority: RequestPrioritySchema,
  purpose: RequestPurposeSchema.nullable(),
  preferredDate: z.iso.date().nullable(),
  contactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  requestedAt: z.iso.datetime({ offset: true }),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  overdue: z.boolean(),
  requester: PersonRefSchema,
  property: z
    .object({
      id: z.uuid(),
      title: z.string(),
      propertyType: z.enum(PROPERTY_TYPES).nullable(),
      county: CountySchema.nullable(),
      town: z.string().nullable(),
      address: z.string().nullable(),
      lrNumber: z.string().nullable(),
      sizeSqm: z.number().nullable(),
      bedrooms: z.number().int().nullable(),
      price: z.number().int().nullable(),
    })
    .nullable(),
  assignedAgent: PersonRefSchema.nullable(),
  /** The fee quoted when the client ordered, on the value they expected, with its working (null: no value was given). */
  quote: FeeQuoteSchema.nullable(),
  visit: z
    .object({
      id: z.uuid(),
      status: VisitStatusSchema,
      scheduledDate: z.iso.datetime({ offset: true }),
      durationMinutes: z.number().int(),
      notes: z.string().nullable(),
    })
    .nullable(),
  /**
   * The valuation report: its valuer and admins see it from the start, the client once it is
   * approved; `downloadUrl` once its PDF is rendered; `verifyCode` once approved. Absent is null.
   */
  report: z
    .object({
      id: z.uuid(),
      status: z.enum(REQUEST_REPORT_STATUSES),
      downloadUrl: z.string().nullable(),
      verifyCode: z.string().nullable(),
      /** Why this reader cannot download the issued report yet ("Report ready — pay KSh … to download."); null when nothing holds it. */
      heldForPayment: z.string().nullable().optional(),
    })
    .nullable()
    .default(null),
  /** From the audit trail, oldest first: what happened, the status it led to (if any), when and by whom. */
  timeline: z.array(
    z.object({
      action: TimelineActionSchema,
      status: RequestStatusSchema.nullable(),
      at: z.iso.datetime({ offset: true }),
      by: PersonRefSchema.nullable(),
    }),
  ),
});
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

/** One row of the agent queue (/agent-dashboard/requests). */
export const RequestQueueItemSchema = RequestListItemSchema.extend({
  priority: RequestPrioritySchema,
  county: CountySchema.nullable(),
  town: z.string().nullable(),
  requesterName: z.string(),
  assignedAgentId: z.uuid().nullable(),
  overdue: z.boolean(),
  /** The request's booked site visit (status scheduled), if any: the card shows when it is. */
  visit: z.object({ id: z.uuid(), scheduledAt: z.iso.datetime({ offset: true }), status: VisitStatusSchema }).nullable(),
});
export type RequestQueueItem = z.infer<typeof RequestQueueItemSchema>;

/**
 * The queue's status filter: `open` (work that needs action: OPEN_REQUEST_STATUSES), `closed`
 * (completed and cancelled), `all`, or one status. The queue opens on `open`.
 */
export const QUEUE_STATUS_FILTERS = ['open', 'closed', 'all', ...RequestStatusSchema.options] as const;
export type QueueStatusFilter = (typeof QUEUE_STATUS_FILTERS)[number];
export const DEFAULT_QUEUE_STATUS_FILTER: QueueStatusFilter = 'open';
export const QueueStatusFilterSchema = z.enum(QUEUE_STATUS_FILTERS);

export const QUEUE_STATUS_FILTER_LABELS: Record<QueueStatusFilter, string> = {
  open: 'Needs action',
  closed: 'Closed (completed, cancelled)',
  all: 'All statuses',
  ...REQUEST_STATUS_LABELS,
};

/** The statuses a queue filter lists; null: every status. */
export function queueFilterStatuses(filter: QueueStatusFilter): readonly RequestStatus[] | null {
  if (filter === 'open') {
    return OPEN_REQUEST_STATUSES;
  }
  if (filter === 'closed') {
    return CLOSED_REQUEST_STATUSES;
  }
  return filter === 'all' ? null : [filter];
}

/** A queue filter read from a URL parameter: missing or unknown is the default (open work). */
export function readQueueStatusFilter(value: string | null | undefined): QueueStatusFilter {
  const parsed = QueueStatusFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_QUEUE_STATUS_FILTER;
}

/** GET /api/requests/queue?status&county&cursor&limit — status defaults to open work. */
export const RequestQueueQuerySchema = PageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), QueueStatusFilterSchema.default(DEFAULT_QUEUE_STATUS_FILTER)),
  county: z.preprocess((v) => (v === '' ? undefined : v), CountySchema.optional()),
});
export type RequestQueueQuery = z.output<typeof RequestQueueQuerySchema>;

/**
 * GET /api/requests/queue/counts — the Agent Dashboard's counters over the same requests the queue
 * lists (an agent: the unassigned pending ones and their own; an admin: all): to accept (pending),
 * to schedule (assigned), visits booked (visit_scheduled) and overdue open work.
 */
export const RequestQueueCountsSchema = z.object({
  toAccept: z.number().int().nonnegative(),
  toSchedule: z.number().int().nonnegative(),
  visitsBooked: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
});
export type RequestQueueCounts = z.infer<typeof RequestQueueCountsSchema>;

/** GET /api/requests?status&county&cursor&limit — a blank filter means "all". */
export const ListRequestsQuerySchema = PageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), RequestStatusSchema.optional()),
  county: z.preprocess((v) => (v === '' ? undefined : v), CountySchema.optional()),
});
export type ListRequestsQuery = z.output<typeof ListRequestsQuerySchema>;

/** POST /api/requests/:id/assign (admin) */
export const AssignRequestBodySchema = z.object({ agentId: z.uuid({ error: M.agentId }) });
export type AssignRequestBody = z.output<typeof AssignRequestBodySchema>;

/** POST /api/requests/:id/cancel */
export const CancelRequestBodySchema = z.object({
  reason: optionalText(REQUEST_CANCEL_REASON_MAX_LENGTH, M.cancelReasonTooLong),
});
export type CancelRequestBody = z.output<typeof CancelRequestBodySchema>;

// ---------------------------------------------------------------------------------------------
// Due dates.

/**
 * The due-date rule: a request is due at 17:00 Nairobi time on the Nth business day after
 * the Nairobi calendar day it was made, N by priority — urgent 2, high 5, normal 10, low 15.
 * Business days are Monday to Friday; the day of the request never counts, whatever the hour
 * or weekday. Public holidays are not skipped (several move each year, e.g. Idd-ul-Fitr);
 * an admin can adjust a due date when one falls in the way.
 * Example: normal, made Friday 7 Mar 2025 at 09:00 → due Friday 21 Mar 2025, 17:00 (14:00Z).
 */
export const DUE_BUSINESS_DAYS: Record<RequestPriority, number> = { urgent: 2, high: 5, normal: 10, low: 15 };
export const DUE_HOUR_NAIROBI = 17;

export function dueDateFor(requestedAt: Date, priority: RequestPriority): Date {
  const { year, month, day } = nairobiDateParts(requestedAt);
  const cursor = new Date(Date.UTC(year, month - 1, day));
  let remaining = DUE_BUSINESS_DAYS[priority];
  while (remaining > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      remaining -= 1;
    }
  }
  const dueDay = formatYmd(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate());
  return fromNairobiWallTime(dueDay, DUE_HOUR_NAIROBI, 0);
}

/** Past its due instant and still open; never for completed or cancelled requests, or without a due date. */
export function isOverdue(dueDate: Date | string | null | undefined, status: RequestStatus, now: Date): boolean {
  if (!dueDate || status === 'completed' || status === 'cancelled') {
    return false;
  }
  const due = new Date(dueDate).getTime();
  return !Number.isNaN(due) && now.getTime() > due;
}

/** GET /api/agents — who an admin can assign a request to. */
export const AgentSummarySchema = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });
export const AgentListSchema = z.object({ items: z.array(AgentSummarySchema) });
export type AgentSummary = z.infer<typeof AgentSummarySchema>;
