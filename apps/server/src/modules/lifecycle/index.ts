/** The lifecycle's front door: every status change of a request goes through `moveRequest` (ADR 008). */
export { moveRequest, moveRequestById } from './lifecycle.ts';
export { defineMove, type LifecycleCtx, type LockedRequest, type MoveDefinition, type MoveReaction, type MoveStep } from './lifecycle.types.ts';
export {
  registerLifecycle,
  type LifecycleMoves,
  type LifecycleRegistration,
  type Move,
  type MoveAction,
  type MoveExtras,
  type MoveState,
} from './move-registry.ts';
export { requestMoved, type RequestMoved } from './request-moved.ts';
export { emitRequestUpdated, lifecycleEvents, requestUpdated } from './request-updated.ts';
