import type { RequestAction } from './requests.ts';

/**
 * Texts of the request lifecycle that the server sends (error messages, notifications). The
 * web shows an error's `message` as is, so they are plain sentences.
 */
export const LIFECYCLE_MESSAGES = {
  requestNotFound: 'Request not found',
  visitNotFound: 'Site visit not found',
  profileMissing: 'Your profile is not ready yet. Please reload the page and try again.',
  clientsOnly: 'Only clients and admins can order a valuation',
  agentsOnly: 'Only valuers can take this action',
  adminsOnly: 'Only admins can assign a valuer',
  cancelNotAllowed: 'Only the client who ordered this valuation or an admin can cancel it',
  notYourRequest: 'This request is assigned to another valuer',
  notYourVisit: 'Only the valuer of this visit can change it',
  scheduleAssignedOnly: 'Only the valuer assigned to this request can schedule its visit',
  alreadyTaken: 'This request is no longer open: another valuer may have accepted it',
  invalidTransition: (action: string, status: string) => `This request cannot be ${action} while it is ${status}`,
  visitNotScheduled: (status: string) => `This visit is ${status} and can no longer be changed`,
  visitAlreadyScheduled: 'This request already has a scheduled visit. Reschedule that visit instead',
  visitCancelledNoReview: 'A cancelled visit cannot be reviewed',
  propertyMismatch: 'This property does not belong to the request',
  agentUnknown: 'Choose an agent',
  overlap: (from: string, to: string) =>
    `You already have a site visit from ${from} to ${to} that day. Please choose another time`,
} as const;

/** How each move reads in "This request cannot be … while it is …". */
export const REQUEST_ACTION_VERBS: Record<RequestAction, string> = {
  accept: 'accepted',
  assign: 'assigned',
  release: 'released',
  schedule_visit: 'scheduled',
  cancel_visit: 'moved back to assigned',
  complete_visit: 'moved to in progress',
  submit_report: 'submitted for review',
  request_changes: 'sent back for changes',
  approve: 'approved',
  cancel: 'cancelled',
};

/**
 * A request as a notification or e-mail names it: its property's title, with the reference
 * people quote ("Kilimani house" (TH-2026-0142)) when the request has one to hand.
 */
export type RequestName = string | { title: string; reference: string | null };

function quoted(name: RequestName): string {
  if (typeof name === 'string') {
    return `"${name}"`;
  }
  return name.reference ? `"${name.title}" (${name.reference})` : `"${name.title}"`;
}

/** Notification titles and bodies (in-app, pushed over SSE). */
export const NOTIFICATION_TEXTS = {
  requestAssignedClient: (title: RequestName, agent: string) => ({
    title: 'Valuer assigned',
    body: `${agent} will value ${quoted(title)}.`,
  }),
  requestAssignedAgent: (title: RequestName) => ({
    title: 'Request assigned to you',
    body: `${quoted(title)} is now in your queue.`,
  }),
  requestUnassignedAgent: (title: RequestName) => ({
    title: 'Request reassigned',
    body: `${quoted(title)} was assigned to another valuer.`,
  }),
  requestReleased: (title: RequestName) => ({
    title: 'Looking for a valuer',
    body: `${quoted(title)} is back in the queue; we will assign another valuer.`,
  }),
  requestCancelled: (title: RequestName) => ({ title: 'Request cancelled', body: `${quoted(title)} was cancelled.` }),
  visitScheduled: (title: RequestName, when: string) => ({
    title: 'Site visit scheduled',
    body: `A site visit to ${quoted(title)} is booked for ${when}.`,
  }),
  visitRescheduled: (title: RequestName, when: string) => ({
    title: 'Site visit rescheduled',
    body: `The site visit to ${quoted(title)} is now on ${when}.`,
  }),
  visitCompleted: (title: RequestName) => ({
    title: 'Site visit completed',
    body: `The valuer has visited ${quoted(title)} and is preparing the valuation.`,
  }),
  visitCancelled: (title: RequestName, reason: string) => ({
    title: 'Site visit cancelled',
    body: `The site visit to ${quoted(title)} was cancelled: ${reason}`,
  }),
  reportSubmitted: (title: RequestName, valuer: string) => ({
    title: 'Report to review',
    body: `${valuer} submitted the valuation report of ${quoted(title)} for review.`,
  }),
  reportChangesRequested: (title: RequestName) => ({
    title: 'Changes requested',
    body: `An admin asked for changes to your valuation report of ${quoted(title)}.`,
  }),
  reportApproved: (title: RequestName) => ({
    title: 'Report approved',
    body: `Your valuation report of ${quoted(title)} was approved; its PDF is being prepared.`,
  }),
  reportReady: (title: RequestName) => ({
    title: 'Your valuation report is ready',
    body: `The valuation report of ${quoted(title)} is ready to download.`,
  }),
} as const;
