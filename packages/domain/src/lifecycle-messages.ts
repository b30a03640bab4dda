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

/** Notification titles and bodies (in-app, pushed over SSE). */
export const NOTIFICATION_TEXTS = {
  requestAssignedClient: (title: string, agent: string) => ({
    title: 'Valuer assigned',
    body: `${agent} will value "${title}".`,
  }),
  requestAssignedAgent: (title: string) => ({ title: 'Request assigned to you', body: `"${title}" is now in your queue.` }),
  requestUnassignedAgent: (title: string) => ({ title: 'Request reassigned', body: `"${title}" was assigned to another valuer.` }),
  requestReleased: (title: string) => ({ title: 'Looking for a valuer', body: `"${title}" is back in the queue; we will assign another valuer.` }),
  requestCancelled: (title: string) => ({ title: 'Request cancelled', body: `"${title}" was cancelled.` }),
  visitScheduled: (title: string, when: string) => ({ title: 'Site visit scheduled', body: `A site visit to "${title}" is booked for ${when}.` }),
  visitRescheduled: (title: string, when: string) => ({ title: 'Site visit rescheduled', body: `The site visit to "${title}" is now on ${when}.` }),
  visitCompleted: (title: string) => ({ title: 'Site visit completed', body: `The valuer has visited "${title}" and is preparing the valuation.` }),
  visitCancelled: (title: string, reason: string) => ({ title: 'Site visit cancelled', body: `The site visit to "${title}" was cancelled: ${reason}` }),
  reportSubmitted: (title: string, valuer: string) => ({ title: 'Report to review', body: `${valuer} submitted the valuation report of "${title}" for review.` }),
  reportChangesRequested: (title: string) => ({ title: 'Changes requested', body: `An admin asked for changes to your valuation report of "${title}".` }),
  reportApproved: (title: string) => ({ title: 'Report approved', body: `Your valuation report of "${title}" was approved; its PDF is being prepared.` }),
  reportReady: (title: string) => ({ title: 'Your valuation report is ready', body: `The valuation report of "${title}" is ready to download.` }),
} as const;
