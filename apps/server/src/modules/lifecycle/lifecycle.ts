import { eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { REQUEST_MOVE_AUDIT, type AuditAction } from '@thamani/domain/audit';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { enforce, transitionRefusal } from '@thamani/domain/policies';
import { nextStatus, type RequestAction, type RequestStatus } from '@thamani/domain/requests';
import type { Db } from '#db/client.ts';
import { valuationRequests as vr } from '#db/schema/valuation-requests.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import type { LifecycleCtx, LockedRequest, MoveDefinition, MoveReaction, MoveStep } from './lifecycle.types.ts';
import { lifecycleRegistration, type Move, type MoveAction, type MoveState } from './move-registry.ts';
import { requestMoved } from './request-moved.ts';
import { emitRequestUpdated } from './request-updated.ts';

type AnyDefinition = MoveDefinition<RequestAction, unknown, unknown>;
type AnyReaction = MoveReaction<RequestAction, unknown>;

/**
 * Move a request through its lifecycle, in the caller's transaction `tx` (from inTransaction),
 * with `row` locked FOR UPDATE in it (null: no such request). One function for every move:
 * who may (the domain policies) → the transition table → the moving area's own rows → the
 * request's status and columns → other areas' reactions → the audit row → notifications →
 * `request.updated` and the area's events after the commit, and `request.moved` in the outbox for
 * the areas that react once it has committed. Returns what the move's `apply` gave.
 */
export async function moveRequest<A extends MoveAction>(
  tx: Db,
  ctx: LifecycleCtx,
  row: LockedRequest | null,
  actor: Identity,
  move: Move<A>,
): Promise<MoveState<A>> {
  const action: MoveAction = move.action;
  const { moves, reactions } = lifecycleRegistration();
  const definition = moves[action] as unknown as AnyDefinition;
  enforce(definition.refuse(actor, row?.request ?? null, move));
  if (!row) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  const from = row.request.status;
  enforce(transitionRefusal(from, action));
  const to = nextStatus(from, action) as RequestStatus;
  const step: MoveStep<RequestAction, unknown> = { tx, ctx, row, actor, move, from, to };

  const state = definition.apply ? await definition.apply(step) : undefined;
  const columns = definition.columns?.(step, state) ?? {};
  await tx
    .update(vr)
    .set({ ...columns, status: to, updatedAt: sql`now()` })
    .where(eq(vr.id, row.request.id));
  for (const react of (reactions[action] ?? []) as AnyReaction[]) {
    await react(step);
  }
  const audit = definition.audit(step, state);
  await writeAudit<AuditAction>(tx, { actionType: REQUEST_MOVE_AUDIT[action], userId: actor.userId, ...audit });
  await definition.notify(step, state);
  emitRequestUpdated(tx, {
    requestId: row.request.id,
    status: to,
    userIds: [row.requesterUserId, row.agentUserId, ...(definition.audience?.(step, state) ?? [])],
    queueWide: from === 'pending' || to === 'pending' || 'assignedAgentId' in columns,
  });
  definition.events?.(step, state);
  await ctx.outbox.publish(tx, requestMoved, {
    requestId: row.request.id,
    firmId: row.request.firmId,
    action,
    from,
    to,
    actorUserId: actor.userId,
  });
  return state as MoveState<A>;
}

/** `moveRequest` for a request known by id: locks it first (a missing one is refused by the move's policy). */
export async function moveRequestById<A extends MoveAction>(
  tx: Db,
  ctx: LifecycleCtx,
  requestId: string,
  actor: Identity,
  move: Move<A>,
): Promise<MoveState<A>> {
  return moveRequest(tx, ctx, await lifecycleRegistration().lockRequest(tx, actor.firmId, requestId), actor, move);
}
