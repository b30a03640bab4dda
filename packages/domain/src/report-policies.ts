import { can } from './access/index.ts';
import { LIFECYCLE_MESSAGES as L } from './lifecycle-messages.ts';
import { canSeeRequest, type Actor, type Refusal, type RequestAccess } from './policies.ts';
import { EDITABLE_REPORT_STATUSES, REPORT_MESSAGES as M, type ReportStatus } from './reports.ts';

/**
 * Who may do what with valuation reports and their templates, in the style of policies.ts: each
 * rule says why an actor may not (a Refusal, the error the server answers with) or null. The
 * role is checked before the target, so a client hears "not for you" whether or not a report
 * exists; a valuer asking for another valuer's report hears "not found", never that it exists.
 */

/** The part of a report the rules read. */
export interface ReportAccess {
  /** The profile of the valuer writing it. */
  authorId: string;
  status: ReportStatus;
}

/** A report with the profile of the client who ordered its request (null where not told). */
export type DownloadAccess = ReportAccess & { requesterId: string | null };

/** The part of a template the rules read: null owner is a firm template. */
export interface TemplateAccess {
  ownerProfileId: string | null;
}

const forbidden = (message: string): Refusal => ({ code: 'FORBIDDEN', message });
const notFound = (message: string): Refusal => ({ code: 'NOT_FOUND', message });
const conflict = (message: string): Refusal => ({ code: 'CONFLICT', message });

const isAuthor = (actor: Actor, report: ReportAccess) =>
  actor.profileId !== null && report.authorId === actor.profileId;
const isEditable = (status: ReportStatus) => (EDITABLE_REPORT_STATUSES as readonly ReportStatus[]).includes(status);

// ---------------------------------------------------------------------------------------------
// Reports

/** A report (draft or submitted) is read by its valuer and by admins; clients get only the approved PDF. */
export function readReportRefusal(actor: Actor, report: ReportAccess | null): Refusal | null {
  if (!can(actor, 'workspace:enter')) {
    return forbidden(M.agentsOnly);
  }
  if (!report || (!can(actor, 'request:read-any') && !isAuthor(actor, report))) {
    return notFound(M.notFound);
  }
  return null;
}

/** Only its valuer edits a report, while it is a draft or sent back for changes. */
export function editReportRefusal(actor: Actor, report: ReportAccess | null): Refusal | null {
  const refusal = readReportRefusal(actor, report);
  if (refusal || !report) {
    return refusal;
  }
  if (!isAuthor(actor, report)) {
    return forbidden(M.notYourReport);
  }
  return isEditable(report.status) ? null : conflict(M.frozen);
}

/** Admins approve or send back a submitted report; once decided, a second decision is a conflict. */
export function reviewReportRefusal(actor: Actor, report: ReportAccess | null): Refusal | null {
  if (!can(actor, 'report:review')) {
    return forbidden(M.reviewAdminOnly);
  }
  if (!report) {
    return notFound(M.notFound);
  }
  if (report.status === 'submitted') {
    return null;
  }
  return conflict(report.status === 'approved' ? M.alreadyDecided : M.notSubmitted);
}

/**
 * The valuer assigned to a request starts its report once the site visit is done (request in
 * progress). That its inspection was submitted is checked by the server, which knows it.
 */
export function startReportRefusal(actor: Actor, request: RequestAccess | null): Refusal | null {
  if (!can(actor, 'report:write')) {
    return forbidden(M.agentsOnly);
  }
  if (!actor.profileId) {
    return conflict(L.profileMissing);
  }
  if (!request || !canSeeRequest(actor, request)) {
    return notFound(L.requestNotFound);
  }
  if (request.assignedAgentId !== actor.profileId) {
    return forbidden(M.notAssigned);
  }
  return request.status === 'in-progress' ? null : { code: 'INVALID_TRANSITION', message: M.notInProgress };
}

/**
 * The PDF of an approved report is downloaded by the client who ordered it, its valuer and
 * admins. Before approval the client is told nothing exists; the others that it is not ready.
 */
export function downloadReportRefusal(actor: Actor, report: DownloadAccess | null): Refusal | null {
  if (!report) {
    return notFound(M.notFound);
  }
  // The client who ordered it (a valuer or admin reads the report through the workspace's rule).
  const isRequester = !can(actor, 'workspace:enter') && actor.profileId !== null && report.requesterId === actor.profileId;
  if (isRequester) {
    return report.status === 'approved' ? null : notFound(M.notFound);
  }
  if (readReportRefusal(actor, report)) {
    return notFound(M.notFound);
  }
  return report.status === 'approved' ? null : conflict(M.notDownloadable);
}

export const canReadReport = (actor: Actor, report: ReportAccess): boolean => readReportRefusal(actor, report) === null;
export const canEditReport = (actor: Actor, report: ReportAccess): boolean => editReportRefusal(actor, report) === null;
export const canReviewReport = (actor: Actor, report: ReportAccess): boolean =>
  reviewReportRefusal(actor, report) === null;
export const canStartReport = (actor: Actor, request: RequestAccess): boolean =>
  startReportRefusal(actor, request) === null;
export const canDownloadReport = (actor: Actor, report: DownloadAccess): boolean =>
  downloadReportRefusal(actor, report) === null;

/**
 * Whether a request's detail shows its report: its valuer and admins at every stage (they read
 * it), the client who ordered it once it is approved (they download it), nobody else.
 */
export const canSeeReportOfRequest = (actor: Actor, report: DownloadAccess): boolean =>
  canReadReport(actor, report) || canDownloadReport(actor, report);

// ---------------------------------------------------------------------------------------------
// Templates

/** Valuers and admins use templates; clients never see them. */
export function templateAreaRefusal(actor: Actor): Refusal | null {
  return can(actor, 'workspace:enter') ? null : forbidden(M.agentsOnly);
}

/** A template is seen by admins, and by valuers when it is the firm's or their own. */
export function readTemplateRefusal(actor: Actor, template: TemplateAccess | null): Refusal | null {
  const refusal = templateAreaRefusal(actor);
  if (refusal) {
    return refusal;
  }
  if (!template) {
    return notFound(M.templateNotFound);
  }
  if (can(actor, 'template:manage-any') || template.ownerProfileId === null || template.ownerProfileId === actor.profileId) {
    return null;
  }
  return notFound(M.templateNotFound);
}

/** Valuers edit their own templates; admins edit every template, the firm's included. */
export function editTemplateRefusal(actor: Actor, template: TemplateAccess | null): Refusal | null {
  const refusal = readTemplateRefusal(actor, template);
  if (refusal || !template || can(actor, 'template:manage-any')) {
    return refusal;
  }
  if (template.ownerProfileId === null) {
    return forbidden(M.firmTemplateAdminOnly);
  }
  return null;
}

export const canUseTemplates = (actor: Actor): boolean => templateAreaRefusal(actor) === null;
export const canReadTemplate = (actor: Actor, template: TemplateAccess): boolean =>
  readTemplateRefusal(actor, template) === null;
export const canEditTemplate = (actor: Actor, template: TemplateAccess): boolean =>
  editTemplateRefusal(actor, template) === null;
