import { z } from 'zod';
import { REQUEST_MESSAGES as M } from './messages.ts';

// What a valuation request is for and where it stands: the words a report, a list or a badge needs
// without the request forms' schemas (requests.ts, which re-exports them).

/** Valuation request status, in lifecycle order; requests.ts's REQUEST_TRANSITIONS says which moves are allowed. */
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
export const IN_PROGRESS_STATUSES = [
  'assigned',
  'visit_scheduled',
  'in-progress',
  'under_review',
] as const satisfies readonly RequestStatus[];

/** Open work: every status but completed and cancelled (a request still needs someone's action). */
export const OPEN_REQUEST_STATUSES = [
  'pending',
  ...IN_PROGRESS_STATUSES,
] as const satisfies readonly RequestStatus[];

/** Closed work: nothing is left to do on it. */
export const CLOSED_REQUEST_STATUSES = ['completed', 'cancelled'] as const satisfies readonly RequestStatus[];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  visit_scheduled: 'Visit Scheduled',
  'in-progress': 'In Progress',
  under_review: 'Under Review',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What the valuation is for (the /request form's purpose select). */
export const REQUEST_PURPOSES = ['sale', 'mortgage', 'insurance', 'probate', 'rental', 'other'] as const;
export const RequestPurposeSchema = z.enum(REQUEST_PURPOSES, { error: M.purpose });
export type RequestPurpose = z.infer<typeof RequestPurposeSchema>;
export const REQUEST_PURPOSE_LABELS: Record<RequestPurpose, string> = {
  sale: 'Sale',
  mortgage: 'Mortgage / bank',
  insurance: 'Insurance',
  probate: 'Probate / succession',
  rental: 'Rental',
  other: 'Other',
};
