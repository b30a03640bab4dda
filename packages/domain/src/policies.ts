import { AppError, type ErrorCode } from './app-error.ts';
import { UPLOAD_MESSAGES } from './documents.ts';
import { LIFECYCLE_MESSAGES as L, REQUEST_ACTION_VERBS } from './lifecycle-messages.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { REQUEST_STATUS_LABELS, nextStatus, type RequestAction, type RequestStatus } from './requests.ts';
import { can, type Role } from './access/index.ts';
import { VISIT_STATUS_LABELS, type VisitStatus } from './visit-status.ts';

/**
 * Who may do what, in one place: the server enforces these rules and the web calls the same
 * functions to decide which actions it offers. Each rule is written once, as a function that
 * says why an actor may not (a Refusal: the error the server answers with) or null when they
 * may; `canX` is that rule as a yes/no.
 *
 * A missing target (`null`) is refused after the actor's role is checked, so an actor of the
 * wrong role hears "not for you" whether or not the request exists, and anyone else "not found".
 */

/** The signed-in person as the rules see them. */
export interface Actor {
  role: Role;
  /** Their profile (requests, visits and documents point at profiles); null until it exists. */
  profileId: string | null;
}

/** The part of a valuation request the rules read. */
export interface RequestAccess {
  /** The client's profile; null where the caller is not told (an agent's queue row), which matches no one. */
  requesterId: string | null;
  assignedAgentId: string | null;
  status: RequestStatus;
}

/** The part of a site visit the rules read. */
export interface VisitAccess {
  agentId: string;
  status: VisitStatus;
}

export interface Refusal {
  code: Extract<ErrorCode, 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'INVALID_TRANSITION' | 'PAYMENT_REQUIRED'>;
  message: string;
}

const forbidden = (message: string): Refusal => ({ code: 'FORBIDDEN', message });
const notFound = (message: string): Refusal => ({ code: 'NOT_FOUND', message });
const invalid = (message: string): Refusal => ({ code: 'INVALID_TRANSITION', message });
const cannot = (action: RequestAction, status: RequestStatus): Refusal =>
  invalid(L.invalidTransition(REQUEST_ACTION_VERBS[action], REQUEST_STATUS_LABELS[status].toLowerCase()));

/** Throw the refusal as the error the API answers with; do nothing when allowed. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) {
    throw new AppError(refusal.code, refusal.message);
  }
}

/** The transition table's answer: INVALID_TRANSITION unless `action` may leave `status`. */
export function transitionRefusal(status: RequestStatus, action: RequestAction): Refusal | null {
  return nextStatus(status, action) === null ? cannot(action, status) : null;
}

const isRequester = (actor: Actor, r: RequestAccess) => actor.profileId !== null && r.requesterId !== null && r.requesterId === actor.profileId;
const isAssignee = (actor: Actor, r: RequestAccess) => actor.profileId !== null && r.assignedAgentId === actor.profileId;

// ---------------------------------------------------------------------------------------------
// Requests

/** Who may see a request: its requester, its agent (any agent while it is open and unassigned), admins. */
export function canSeeRequest(actor: Actor, r: RequestAccess): boolean {
  if (can(actor, 'request:read-any') || isRequester(actor, r)) {
    return true;
  }
  if (can(actor, 'request:accept')) {
    return isAssignee(actor, r) || (r.status === 'pending' && r.assignedAgentId === null);
  }
  return false;
}

/** Clients order valuations (admins on a client's behalf); valuers do not. */
export function createRequestRefusal(actor: Actor): Refusal | null {
  return can(actor, 'request:create') ? null : forbidden(L.clientsOnly);
}

/** A valuer takes a request that is still open: pending and unassigned (else the race was lost). */
export function acceptRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  if (!can(actor, 'request:accept')) {
    return forbidden(L.agentsOnly);
  }
  if (!actor.profileId) {
    return { code: 'CONFLICT', message: L.profileMissing };
  }
  if (!r) {
    return notFound(L.requestNotFound);
  }
  if (r.assignedAgentId !== null || nextStatus(r.status, 'accept') === null) {
    return invalid(L.alreadyTaken);
  }
  return null;
}

/** The assigned valuer, or an admin, hands an assigned request back to the queue. */
export function releaseRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  const releasesAny = can(actor, 'request:manage-any');
  if (!releasesAny && !can(actor, 'request:accept')) {
    return forbidden(L.agentsOnly);
  }
  if (!r || !canSeeRequest(actor, r)) {
    return notFound(L.requestNotFound);
  }
  if (!releasesAny && !isAssignee(actor, r)) {
    return forbidden(L.notYourRequest);
  }
  return r.assignedAgentId === null ? cannot('release', r.status) : transitionRefusal(r.status, 'release');
}

/** Admins assign (or reassign) a valuer while the request is pending or assigned. */
export function assignRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  if (!can(actor, 'request:assign')) {
    return forbidden(L.adminsOnly);
  }
  if (!r) {
    return notFound(L.requestNotFound);
  }
  return transitionRefusal(r.status, 'assign');
}

/** The client who ordered it may cancel while pending or assigned; an admin at any stage before completed. */
export function cancelRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  if (!r || !canSeeRequest(actor, r)) {
    return notFound(L.requestNotFound);
  }
  const cancelsAny = can(actor, 'request:manage-any');
  if (!cancelsAny && !(can(actor, 'request:cancel-own') && isRequester(actor, r))) {
    return forbidden(L.cancelNotAllowed);
  }
  const table = transitionRefusal(r.status, 'cancel');
  if (table || cancelsAny || r.status === 'pending' || r.status === 'assigned') {
    return table;
  }
  return cannot('cancel', r.status);
}

/** Booking site visits is a valuer's job: admins and clients never schedule one. */
export function canScheduleVisits(actor: Pick<Actor, 'role'>): boolean {
  return can(actor, 'visit:schedule');
}

/** Only the valuer assigned to the request books its site visit (admins do not). */
export function scheduleVisitRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  if (!canScheduleVisits(actor) || !actor.profileId) {
    return forbidden(L.scheduleAssignedOnly);
  }
  if (!r || !canSeeRequest(actor, r)) {
    return notFound(L.requestNotFound);
  }
  if (!isAssignee(actor, r)) {
    return forbidden(L.scheduleAssignedOnly);
  }
  return transitionRefusal(r.status, 'schedule_visit');
}

/** What a row of the valuer's queue offers first. */
export type QueueMainAction = 'accept' | 'schedule' | 'visit-booked' | null;

/**
 * A queue row's main action: an open request is accepted; once its site visit is booked the row
 * shows that visit (when, and a link to it) rather than offering to book another; an assigned
 * request without a booked visit is scheduled by its valuer.
 */
export function queueMainAction(actor: Actor, r: RequestAccess & { visit: { status: VisitStatus } | null }): QueueMainAction {
  if (canAccept(actor, r)) {
    return 'accept';
  }
  if (r.visit?.status === 'scheduled' && r.status === 'visit_scheduled') {
    return 'visit-booked';
  }
  return canScheduleVisit(actor, r) ? 'schedule' : null;
}

/**
 * A request's documents (title deeds, IDs…) are private: its requester, its assigned valuer and
 * admins see them — not a valuer merely browsing the open queue, who can see the request itself.
 */
export function canSeeRequestDocuments(actor: Actor, r: RequestAccess): boolean {
  return can(actor, 'request:read-any') || isRequester(actor, r) || (can(actor, 'request:accept') && isAssignee(actor, r));
}

/** Reading a request's documents (list, download, preview): 404 for anyone else, as if there were none. */
export function readDocumentsRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  return r && canSeeRequestDocuments(actor, r) ? null : notFound(L.requestNotFound);
}

/**
 * Documents are added by the request's parties — its requester, its assigned valuer, admins —
 * not by a valuer merely browsing the open queue; and not once the request is cancelled or
 * completed (admins still may, to correct the file).
 */
export function attachDocumentRefusal(actor: Actor, r: RequestAccess | null): Refusal | null {
  if (!r || !canSeeRequest(actor, r)) {
    return notFound(L.requestNotFound);
  }
  if (!canSeeRequestDocuments(actor, r)) {
    return forbidden(UPLOAD_MESSAGES.acceptFirst);
  }
  if (!can(actor, 'request:manage-any') && (r.status === 'cancelled' || r.status === 'completed')) {
    return { code: 'CONFLICT', message: UPLOAD_MESSAGES.requestClosed(r.status) };
  }
  return null;
}

/** The krooki extractor's own uploads (no request yet): seen by whoever uploaded them and by admins. */
export function canSeeOwnUpload(actor: Actor, doc: { uploadedBy: string | null }): boolean {
  return can(actor, 'request:read-any') || (actor.profileId !== null && doc.uploadedBy === actor.profileId);
}

export const canCreateRequest = (actor: Actor): boolean => createRequestRefusal(actor) === null;
export const canAccept = (actor: Actor, r: RequestAccess): boolean => acceptRefusal(actor, r) === null;
export const canRelease = (actor: Actor, r: RequestAccess): boolean => releaseRefusal(actor, r) === null;
export const canAssign = (actor: Actor, r: RequestAccess): boolean => assignRefusal(actor, r) === null;
export const canCancel = (actor: Actor, r: RequestAccess): boolean => cancelRefusal(actor, r) === null;
export const canScheduleVisit = (actor: Actor, r: RequestAccess): boolean => scheduleVisitRefusal(actor, r) === null;
export const canAttachDocument = (actor: Actor, r: RequestAccess): boolean => attachDocumentRefusal(actor, r) === null;

// ---------------------------------------------------------------------------------------------
// Site visits

/** A visit is seen by its valuer and by admins. */
export function canSeeVisit(actor: Actor, v: Pick<VisitAccess, 'agentId'>): boolean {
  return can(actor, 'request:read-any') || (actor.profileId !== null && v.agentId === actor.profileId);
}

/** Role and visibility: clients never change visits; `agentOnly` leaves admins out too. */
function visitRefusal(actor: Actor, v: VisitAccess | null, agentOnly: boolean): Refusal | null {
  if (agentOnly ? !can(actor, 'visit:schedule') : !can(actor, 'workspace:enter')) {
    return forbidden(L.notYourVisit);
  }
  if (!v || !canSeeVisit(actor, v)) {
    return notFound(L.visitNotFound);
  }
  return null;
}

const visitNotScheduled = (v: VisitAccess) => invalid(L.visitNotScheduled(VISIT_STATUS_LABELS[v.status].toLowerCase()));

/** Its valuer or an admin completes or cancels a visit, while it is still scheduled. */
export function manageVisitRefusal(actor: Actor, v: VisitAccess | null): Refusal | null {
  const refusal = visitRefusal(actor, v, false);
  if (refusal || !v) {
    return refusal;
  }
  return v.status === 'scheduled' ? null : visitNotScheduled(v);
}

/** Only its valuer moves a visit to another time, while it is still scheduled. */
export function rescheduleVisitRefusal(actor: Actor, v: VisitAccess | null): Refusal | null {
  const refusal = visitRefusal(actor, v, true);
  if (refusal || !v) {
    return refusal;
  }
  return v.status === 'scheduled' ? null : visitNotScheduled(v);
}

/** Only its valuer writes the post-visit review, and not for a cancelled visit. */
export function reviewVisitRefusal(actor: Actor, v: VisitAccess | null): Refusal | null {
  const refusal = visitRefusal(actor, v, true);
  if (refusal || !v) {
    return refusal;
  }
  return v.status === 'cancelled' ? invalid(L.visitCancelledNoReview) : null;
}

export const canManageVisit = (actor: Actor, v: VisitAccess): boolean => manageVisitRefusal(actor, v) === null;
export const canRescheduleVisit = (actor: Actor, v: VisitAccess): boolean => rescheduleVisitRefusal(actor, v) === null;
export const canReviewVisit = (actor: Actor, v: VisitAccess): boolean => reviewVisitRefusal(actor, v) === null;

// ---------------------------------------------------------------------------------------------
// Accounts

/** People choose their own role only where role self-service is on (the demo); otherwise admins do. */
export function switchRoleRefusal(settings: { roleSelfService: boolean }): Refusal | null {
  return settings.roleSelfService ? null : forbidden(AUTH_MESSAGES.roleSelfServiceOff);
}

export const canSwitchRole = (settings: { roleSelfService: boolean }): boolean => switchRoleRefusal(settings) === null;
