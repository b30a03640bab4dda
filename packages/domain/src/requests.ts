import { z } from 'zod';
import { PROPERTY_TYPES } from './estimate.ts';
import type { Role } from './roles.ts';

/** Valuation request status (DOMAIN.md "Request status"). */
export const REQUEST_STATUSES = [
  'pending',
  'assigned',
  'visit_scheduled',
  'in-progress',
  'under_review',
  'completed',
  'cancelled',
] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof RequestStatusSchema>;

/** Every active stage counts as "In Progress" on the dashboard. */
export const IN_PROGRESS_STATUSES = ['assigned', 'visit_scheduled', 'in-progress', 'under_review'] as const satisfies readonly RequestStatus[];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  visit_scheduled: 'Visit Scheduled',
  'in-progress': 'In Progress',
  under_review: 'Under Review',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

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

/** A client may cancel only while pending or assigned; an admin at any stage before completed. */
export function canCancel(role: Role, status: RequestStatus): boolean {
  if (role === 'admin') {
    return nextStatus(status, 'cancel') !== null;
  }
  return role === 'user' && (status === 'pending' || status === 'assigned');
}

export const RequestPropertySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  price: z.number().int().nullable(),
  address: z.string().nullable(),
});

/** One row of "My Requests" (spec point 7, Read requests). */
export const RequestListItemSchema = z.object({
  id: z.uuid(),
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
