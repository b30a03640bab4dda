import { displayName } from '@thamani/domain/me';
import { paths } from '@thamani/domain/paths';
import { acceptRefusal, assignRefusal, cancelRefusal, releaseRefusal } from '@thamani/domain/policies';
import { CERTIFICATE_MESSAGES } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import { defineMove, type LockedRequest } from '../lifecycle/index.ts';
import { notify } from '../notifications/index.ts';
import { assertCertificateCurrent } from '../valuers/index.ts';
import { getAgentProfile } from './requests.queries.ts';

/** The moves of the requests area: taking, handing back, assigning and cancelling a request. */

export const REQUEST_ENTITY = 'valuation_request';

/** The request as its notifications name it: the property's title (null: none) and the reference people quote. */
const requestOf = (row: LockedRequest) => ({
  title: row.property?.title ?? null,
  reference: row.request.reference,
});
const clientLink = (row: LockedRequest) => paths.myRequest(row.request.id);
const AGENT_QUEUE_LINK = paths.agentDashboard.requests;

/** The valuer an admin assigns (checked to be an agent before the move). */
export interface AssignedAgent {
  id: string;
  userId: string;
  fullName: string | null;
  email: string | null;
}

export interface CancelExtras {
  reason?: string;
}

/** An agent takes an open request: it becomes theirs. */
export const acceptMove = defineMove<'accept', object, undefined>({
  action: 'accept',
  refuse: (actor, request) => acceptRefusal(actor, request),
  /** A valuer whose practising certificate has expired takes no new requests. */
  async apply({ tx, ctx, actor }) {
    if (actor.profileId) {
      await assertCertificateCurrent(tx, actor.profileId, nairobiToday(ctx.now()), CERTIFICATE_MESSAGES.acceptExpired);
    }
    return undefined;
  },
  columns: ({ actor }) => ({ assignedAgentId: actor.profileId }),
  audit: ({ row, actor, from, to }) => ({
    entityType: REQUEST_ENTITY,
    entityId: row.request.id,
    details: { from, status: to, agent_id: actor.profileId ?? '' },
  }),
  async notify({ tx, row, actor }) {
    const me = actor.profileId ? await getAgentProfile(tx, actor.profileId) : null;
    const agentName = displayName(me?.fullName, me?.email ?? actor.email);
    await notify(tx, {
      userId: row.requesterUserId,
      kind: 'request_assigned',
      params: { variant: 'client', request: requestOf(row), agent: agentName },
      link: clientLink(row),
    });
  },
  audience: ({ actor }) => [actor.userId],
});

/** The assigned agent (or an admin) hands the request back to the queue. */
export const releaseMove = defineMove<'release', object, undefined>({
  action: 'release',
  refuse: (actor, request) => releaseRefusal(actor, request),
  columns: () => ({ assignedAgentId: null }),
  audit: ({ row, from, to }) => ({
    entityType: REQUEST_ENTITY,
    entityId: row.request.id,
    details: { from, status: to, agent_id: row.request.assignedAgentId },
  }),
  async notify({ tx, row, actor }) {
    await notify(tx, {
      userId: row.requesterUserId,
      kind: 'request_status',
      params: { variant: 'released', request: requestOf(row) },
      link: clientLink(row),
    });
    if (row.agentUserId && row.agentUserId !== actor.userId) {
      await notify(tx, {
        userId: row.agentUserId,
        kind: 'request_assigned',
        params: { variant: 'reassigned', request: requestOf(row) },
        link: AGENT_QUEUE_LINK,
      });
    }
  },
});

/** An admin assigns (or reassigns) a valuer; the people involved hear of it only when the valuer changes. */
export const assignMove = defineMove<'assign', { agent: AssignedAgent }, undefined>({
  action: 'assign',
  refuse: (actor, request) => assignRefusal(actor, request),
  /** No request is assigned to a valuer whose practising certificate has expired. */
  async apply({ tx, ctx, move }) {
    const name = displayName(move.agent.fullName, move.agent.email);
    await assertCertificateCurrent(
      tx,
      move.agent.id,
      nairobiToday(ctx.now()),
      CERTIFICATE_MESSAGES.assignExpired(name),
    );
    return undefined;
  },
  columns: ({ move }) => ({ assignedAgentId: move.agent.id }),
  audit: ({ row, move, from, to }) => ({
    entityType: REQUEST_ENTITY,
    entityId: row.request.id,
    details: { from, status: to, agent_id: move.agent.id, previous_agent_id: row.request.assignedAgentId },
  }),
  async notify({ tx, row, move }) {
    const { agent } = move;
    if (row.request.assignedAgentId === agent.id) {
      return;
    }
    const agentName = displayName(agent.fullName, agent.email);
    await notify(tx, {
      userId: row.requesterUserId,
      kind: 'request_assigned',
      params: { variant: 'client', request: requestOf(row), agent: agentName },
      link: clientLink(row),
    });
    await notify(tx, {
      userId: agent.userId,
      kind: 'request_assigned',
      params: { variant: 'agent', request: requestOf(row) },
      link: AGENT_QUEUE_LINK,
    });
    if (row.agentUserId) {
      await notify(tx, {
        userId: row.agentUserId,
        kind: 'request_assigned',
        params: { variant: 'reassigned', request: requestOf(row) },
        link: AGENT_QUEUE_LINK,
      });
    }
  },
  audience: ({ move }) => [move.agent.userId],
});

/** The client (while pending or assigned) or an admin (before completed) cancels; everyone else involved hears of it. */
export const cancelMove = defineMove<'cancel', CancelExtras, undefined>({
  action: 'cancel',
  refuse: (actor, request) => cancelRefusal(actor, request),
  columns: ({ move }) => ({ cancelReason: move.reason ?? null }),
  audit: ({ row, move, from, to }) => ({
    entityType: REQUEST_ENTITY,
    entityId: row.request.id,
    details: { from, status: to, reason: move.reason ?? null },
  }),
  async notify({ tx, row, actor }) {
    const params = { variant: 'cancelled', request: requestOf(row) } as const;
    if (row.requesterUserId !== actor.userId) {
      await notify(tx, { userId: row.requesterUserId, kind: 'request_status', params, link: clientLink(row) });
    }
    if (row.agentUserId && row.agentUserId !== actor.userId) {
      await notify(tx, { userId: row.agentUserId, kind: 'request_status', params, link: AGENT_QUEUE_LINK });
    }
  },
});

/** The requests area's moves, by action, as the composition root registers them with the lifecycle. */
export const REQUEST_MOVES = { accept: acceptMove, assign: assignMove, release: releaseMove, cancel: cancelMove };

declare module '../lifecycle/index.ts' {
  interface LifecycleMoves {
    accept: typeof acceptMove;
    assign: typeof assignMove;
    release: typeof releaseMove;
    cancel: typeof cancelMove;
  }
}
