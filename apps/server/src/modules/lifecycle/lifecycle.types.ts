import type { AuditDetails, MoveAuditAction } from '@thamani/domain/audit';
import type { Actor, Refusal } from '@thamani/domain/policies';
import type { RequestAction, RequestStatus } from '@thamani/domain/requests';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import type { profiles } from '#db/schema/profiles.table.ts';
import type { properties } from '#db/schema/properties.table.ts';
import type { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';

/** What a move may use: the database, the clock, mail, the outbox and events, the public settings. */
export type LifecycleCtx = Pick<AppContext, 'db' | 'firmId' | 'bus' | 'sendMail' | 'outbox' | 'log' | 'now' | 'settings'>;

type Profile = typeof profiles.$inferSelect;

/**
 * A request row locked FOR UPDATE in the move's transaction, with its property and people. The
 * requests area reads it (`lockRequest`, registered with the moves); this is the shape it hands over.
 */
export interface LockedRequest {
  request: typeof valuationRequests.$inferSelect;
  property: typeof properties.$inferSelect | null;
  requesterName: Profile['fullName'];
  requesterEmail: Profile['email'];
  requesterUserId: Profile['userId'];
  agentName: Profile['fullName'] | null;
  agentEmail: Profile['email'] | null;
  agentUserId: Profile['userId'] | null;
}

/** The request columns a move may set beside its status. */
export type RequestColumns = Partial<Pick<typeof valuationRequests.$inferInsert, 'assignedAgentId' | 'cancelReason'>>;

/** One move in progress: who moves which request, from and to which status, with its extras. */
export interface MoveStep<A extends RequestAction, X> {
  tx: Db;
  ctx: LifecycleCtx;
  row: LockedRequest;
  actor: Identity;
  move: { action: A } & X;
  from: RequestStatus;
  to: RequestStatus;
}

/** The audit row of a move: its action is the move's own (REQUEST_MOVE_AUDIT); details are typed by it. */
export interface MoveAudit<A extends RequestAction> {
  entityType: string;
  entityId: string;
  details: AuditDetails<MoveAuditAction<A>>;
}

/**
 * What one move does beyond the common steps. The lifecycle runs, in one transaction:
 * `refuse` (who may, from the domain policies) → the transition table → `apply` (the moving
 * area's own rows) → the request's status and `columns` → reactions of other areas → the audit
 * row → `notify` → `request.updated` → `events` (the area's own events).
 */
export interface MoveDefinition<A extends RequestAction, X, S> {
  action: A;
  /** Why the actor may not make this move (a domain policy); `request` null: it does not exist. */
  refuse(actor: Actor, request: LockedRequest['request'] | null, move: X): Refusal | null;
  /** The moving area's own checks and writes; returns what the later steps need. */
  apply?(step: MoveStep<A, X>): Promise<S>;
  /** Columns of the request set with the new status. */
  columns?(step: MoveStep<A, X>, state: S): RequestColumns;
  audit(step: MoveStep<A, X>, state: S): MoveAudit<A>;
  /** In-app notifications and e-mail, written in the transaction. */
  notify(step: MoveStep<A, X>, state: S): Promise<void>;
  /** Users, beside the requester and the agent it had, whose views of the request change. */
  audience?(step: MoveStep<A, X>, state: S): Array<string | null>;
  /** The area's own realtime events, after `request.updated`. */
  events?(step: MoveStep<A, X>, state: S): void;
}

/** What another area does when a move happens (e.g. a cancelled request's booked visits are off). */
export type MoveReaction<A extends RequestAction, X> = (step: MoveStep<A, X>) => Promise<void>;

/** Declare a move with its extras `X` and the state `S` its `apply` hands to later steps. */
export function defineMove<A extends RequestAction, X, S = undefined>(definition: MoveDefinition<A, X, S>): MoveDefinition<A, X, S> {
  return definition;
}
