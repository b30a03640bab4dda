import type { RequestAction } from './requests.ts';
import { defineMessages, withParams } from './messages/define.ts';

/**
 * Texts of the request lifecycle that the server sends (error messages, notifications). The
 * web shows an error's `message` as is, so they are plain sentences.
 */
export const LIFECYCLE_MESSAGES = defineMessages('lifecycle', {
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
  invalidTransition: withParams(
    (p: { action: string; status: string }) => `This request cannot be ${p.action} while it is ${p.status}`,
    (action: string, status: string) => ({ action, status }),
  ),
  visitNotScheduled: withParams(
    (p: { status: string }) => `This visit is ${p.status} and can no longer be changed`,
    (status: string) => ({ status }),
  ),
  visitAlreadyScheduled: 'This request already has a scheduled visit. Reschedule that visit instead',
  visitCancelledNoReview: 'A cancelled visit cannot be reviewed',
  propertyMismatch: 'This property does not belong to the request',
  agentUnknown: 'Choose an agent',
  overlap: withParams(
    (p: { from: string; to: string }) => `You already have a site visit from ${p.from} to ${p.to} that day. Please choose another time`,
    (from: string, to: string) => ({ from, to }),
  ),
});

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
 * The notifications' English wording moved to notifications/english.ts (rendered from a kind and
 * its parameters when read, ADR 018); re-exported here for the e2e and soak checks that quote it.
 */
export { NOTIFICATION_TEXTS, type RequestName } from './notifications/english.ts';
