import { z } from 'zod';
import { formatDateTime } from '../display.ts';
import { NOTIFICATION_TEXTS as T, UNTITLED_PROPERTY } from './english.ts';
import type { NotificationKind } from './kinds.ts';

/**
 * A notification is stored as its kind and parameters (ADR 018) and rendered when it is read.
 * This is the one table of them: for each kind, the zod schema of its parameters and the render
 * function that gives its English title and body. Parameters hold facts (names, instants, a
 * reason someone typed), never wording; a kind with several messages says which in `variant`.
 * A stored row's parameters must keep parsing: changing a schema needs a migration that moves
 * the rows written before it.
 */

export interface NotificationText {
  title: string;
  body: string;
}

/** The request a notification names: its property's title (null when it has none) and its reference. */
const NamedRequestSchema = z.object({
  title: z.string().nullable(),
  reference: z.string().nullable(),
});
export type NamedRequest = z.infer<typeof NamedRequestSchema>;

/** Request and visit notifications call an untitled property "your property"; report ones "the property". */
const yours = (r: NamedRequest) => ({ title: r.title ?? UNTITLED_PROPERTY.your, reference: r.reference });
const the = (r: NamedRequest) => ({ title: r.title ?? UNTITLED_PROPERTY.the, reference: r.reference });

const request = { request: NamedRequestSchema };
/** An instant (ISO 8601), shown as a Nairobi date and time ("Monday 30 November 2026, 9:00 AM"). */
const instant = z.iso.datetime({ offset: true });

function kind<S extends z.ZodType>(params: S, render: (p: z.output<S>) => NotificationText) {
  return { params, render };
}

export const NOTIFICATION_MESSAGES = {
  request_assigned: kind(
    z.discriminatedUnion('variant', [
      /** To the client: a valuer took or was given the request. */
      z.object({ variant: z.literal('client'), ...request, agent: z.string() }),
      /** To the valuer an admin assigned. */
      z.object({ variant: z.literal('agent'), ...request }),
      /** To the valuer the request was taken from (reassigned, or released by an admin). */
      z.object({ variant: z.literal('reassigned'), ...request }),
    ]),
    (p) => {
      switch (p.variant) {
        case 'client':
          return T.requestAssignedClient(yours(p.request), p.agent);
        case 'agent':
          return T.requestAssignedAgent(yours(p.request));
        case 'reassigned':
          return T.requestUnassignedAgent(yours(p.request));
      }
    },
  ),
  request_status: kind(
    z.discriminatedUnion('variant', [
      z.object({ variant: z.literal('released'), ...request }),
      z.object({ variant: z.literal('cancelled'), ...request }),
    ]),
    (p) => (p.variant === 'released' ? T.requestReleased(yours(p.request)) : T.requestCancelled(yours(p.request))),
  ),
  visit_scheduled: kind(z.object({ ...request, scheduledAt: instant }), (p) =>
    T.visitScheduled(yours(p.request), formatDateTime(p.scheduledAt)),
  ),
  visit_rescheduled: kind(z.object({ ...request, scheduledAt: instant }), (p) =>
    T.visitRescheduled(yours(p.request), formatDateTime(p.scheduledAt)),
  ),
  visit_completed: kind(z.object(request), (p) => T.visitCompleted(yours(p.request))),
  /** `reason`: as the valuer or admin typed it. */
  visit_cancelled: kind(z.object({ ...request, reason: z.string() }), (p) =>
    T.visitCancelled(yours(p.request), p.reason),
  ),
  report_submitted: kind(z.object({ ...request, valuer: z.string() }), (p) =>
    T.reportSubmitted(the(p.request), p.valuer),
  ),
  report_changes_requested: kind(z.object(request), (p) => T.reportChangesRequested(the(p.request))),
  report_approved: kind(z.object(request), (p) => T.reportApproved(the(p.request))),
  report_ready: kind(z.object(request), (p) => T.reportReady(the(p.request))),
  /** `reason`: the run's failure in an admin's words, as stored on the backup row (English today). */
  backup_failed: kind(z.object({ reason: z.string() }), (p) => T.backupFailed(p.reason)),
} satisfies { [K in NotificationKind]: { params: z.ZodType; render: (p: never) => NotificationText } };

type Messages = typeof NOTIFICATION_MESSAGES;

/** The parameters of a kind (of any kind, without one). */
export type NotificationParams<K extends NotificationKind = NotificationKind> = z.output<Messages[K]['params']>;

/** A kind with its own parameters: `{ kind: 'backup_failed', params: { reason } }`, and so on for each kind. */
export type NotificationContent<K extends NotificationKind = NotificationKind> = {
  [P in K]: { kind: P; params: NotificationParams<P> };
}[K];

/** The table seen kind by kind, so that a kind's render takes that kind's parameters. */
const TABLE: {
  [K in NotificationKind]: {
    params: z.ZodType<NotificationParams<K>>;
    render: (params: NotificationParams<K>) => NotificationText;
  };
} = NOTIFICATION_MESSAGES;

/** The English title and body of a notification of `kind` with these parameters. */
export function renderNotification<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
): NotificationText {
  return TABLE[kind].render(params);
}

/** The parameters checked against the kind's schema (throws a ZodError when they do not fit). */
export function parseNotificationParams<K extends NotificationKind>(kind: K, params: unknown): NotificationParams<K> {
  return TABLE[kind].params.parse(params);
}

/** A stored notification's text from its kind and parameters; null when they do not parse (an unknown kind, a changed schema). */
export function renderStoredNotification(kind: string, params: unknown): NotificationText | null {
  if (!Object.hasOwn(TABLE, kind)) {
    return null;
  }
  const k = kind as NotificationKind;
  const parsed = TABLE[k].params.safeParse(params);
  return parsed.success ? renderNotification(k, parsed.data) : null;
}
