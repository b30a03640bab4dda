import type { RequestAction } from '@thamani/domain/requests';
import { approveMove, requestChangesMove, submitReportMove } from '../reports/reports.moves.ts';
import { acceptMove, assignMove, cancelMove, releaseMove } from '../requests/requests.moves.ts';
import { cancelVisitMove, cancelVisitsOfCancelledRequest, completeVisitMove, scheduleVisitMove } from '../visits/visits.moves.ts';
import type { MoveDefinition, MoveReaction } from './lifecycle.types.ts';

/**
 * Every request move the server makes, by action: each area declares its own moves in its
 * `*.moves.ts` and lists them here (the key must be the move's action, the compiler checks it).
 * A move not listed here cannot be made: `Move` below only admits these actions.
 */
export const MOVES = {
  accept: acceptMove,
  assign: assignMove,
  release: releaseMove,
  cancel: cancelMove,
  schedule_visit: scheduleVisitMove,
  complete_visit: completeVisitMove,
  cancel_visit: cancelVisitMove,
  submit_report: submitReportMove,
  request_changes: requestChangesMove,
  approve: approveMove,
} satisfies { [A in RequestAction]?: MoveDefinition<A, never, unknown> };

export type MoveAction = keyof typeof MOVES;
type ExtrasOf<D> = D extends MoveDefinition<RequestAction, infer X, unknown> ? X : never;
type StateOf<D> = D extends MoveDefinition<RequestAction, never, infer S> ? S : never;

/** A move and its extras, e.g. `{ action: 'cancel', reason }`. */
export type Move<A extends MoveAction = MoveAction> = { [K in A]: { action: K } & ExtrasOf<(typeof MOVES)[K]> }[A];
/** What a move's `apply` returned (e.g. the id of the visit it booked). */
export type MoveState<A extends MoveAction> = StateOf<(typeof MOVES)[A]>;

/** What other areas do when a move happens, after the request has changed and before the audit row. */
export const REACTIONS: { [A in MoveAction]?: Array<MoveReaction<A, ExtrasOf<(typeof MOVES)[A]>>> } = {
  cancel: [cancelVisitsOfCancelledRequest],
};
