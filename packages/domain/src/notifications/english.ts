/**
 * The English of every notification: the wording the render table (messages.ts) fills in from a
 * notification's parameters when it is read. A second language is a second table like this one.
 */

/** What a request is called when its property has no title (the writers' words, kept as they were). */
export const UNTITLED_PROPERTY = {
  /** Request and visit notifications. */
  your: 'your property',
  /** Report notifications (and the report's PDF). */
  the: 'the property',
} as const;

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
  /** Moved from BACKUP_MESSAGES (failedTitle, failedBody). */
  backupFailed: (reason: string) => ({
    title: 'Backup failed',
    body: `The backup did not finish: ${reason}`,
  }),
} as const;
