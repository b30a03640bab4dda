import type { RequestAction } from '@thamani/domain/requests';
import type { Db } from '#db/client.ts';
import type { LockedRequest, MoveDefinition, MoveReaction } from './lifecycle.types.ts';

/**
 * Every request move, by action. The lifecycle imports no area: each area adds its moves to this
 * interface beside their definitions (`declare module '../lifecycle/index.ts'`), and the
 * composition root hands the definitions over at startup (`registerLifecycle`). The type is what
 * `Move` admits, so a move no area declares does not compile; the registration must give every
 * declared move, so one an area declares cannot be left out.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declarations
export interface LifecycleMoves {}

export type MoveAction = keyof LifecycleMoves & RequestAction;
type ExtrasOf<D> = D extends MoveDefinition<RequestAction, infer X, unknown> ? X : never;
type StateOf<D> = D extends MoveDefinition<RequestAction, never, infer S> ? S : never;

/** The extras a move takes beside its action (e.g. the reason of a cancel). */
export type MoveExtras<A extends MoveAction> = ExtrasOf<LifecycleMoves[A]>;
/** A move and its extras, e.g. `{ action: 'cancel', reason }`. */
export type Move<A extends MoveAction = MoveAction> = { [K in A]: { action: K } & MoveExtras<K> }[A];
/** What a move's `apply` returned (e.g. the id of the visit it booked). */
export type MoveState<A extends MoveAction> = StateOf<LifecycleMoves[A]>;

/** What the areas give the lifecycle. */
export interface LifecycleRegistration {
  /** The request by id within the firm, locked FOR UPDATE (the requests area's read); null: none. */
  lockRequest(tx: Db, firmId: string, id: string): Promise<LockedRequest | null>;
  /** Every declared move, keyed by its action. */
  moves: { [A in MoveAction]: LifecycleMoves[A] };
  /** What other areas do in a move's transaction, after the request has changed and before the audit row. */
  reactions: { [A in MoveAction]?: Array<MoveReaction<A, MoveExtras<A>>> };
}

let registered: LifecycleRegistration | null = null;

/**
 * Hand the lifecycle its moves (the composition root, once at startup, before any move). A key
 * that is not its definition's action is refused. Registering again replaces the registration.
 */
export function registerLifecycle(registration: LifecycleRegistration): void {
  for (const [key, definition] of Object.entries(registration.moves) as Array<[string, { action: string }]>) {
    if (definition.action !== key) {
      throw new Error(`lifecycle: the move registered as ${key} is ${definition.action}`);
    }
  }
  registered = registration;
}

/** The registration; a move before it is a startup defect. */
export function lifecycleRegistration(): LifecycleRegistration {
  if (!registered) {
    throw new Error('lifecycle: no moves registered (the composition root registers them at startup)');
  }
  return registered;
}
