import { RequestUpdatedEvent } from '@thamani/domain/requests.events';
import type { RequestStatus } from '@thamani/domain/requests';
import type { Db } from '#db/client.ts';
import { emitEvent } from '#platform/realtime.ts';
import { declareRealtimeEvent } from '#platform/realtime-registry.ts';

/**
 * `request.updated`: everyone whose views of the request change — its requester and the agents
 * involved, the admins, and every agent when the move enters or leaves the open queue.
 */
export const requestUpdated = declareRealtimeEvent(RequestUpdatedEvent, {
  audience: (who: { userIds: Array<string | null | undefined>; queueChanges: boolean }) => ({
    userIds: who.userIds.filter((u): u is string => typeof u === 'string'),
    roles: who.queueChanges ? ['admin', 'agent'] : ['admin'],
  }),
});

/** The lifecycle's realtime events (registered by buildApp). */
export const lifecycleEvents = [requestUpdated];

/**
 * `request.updated`, once the transaction commits. `queueWide`: the move touched the open queue
 * (the request entered or left it, or its valuer changed), so every agent's queue refreshes.
 * Who receives it is the event's declared audience (above).
 */
export function emitRequestUpdated(
  tx: Db,
  update: { requestId: string; status: RequestStatus; userIds: Array<string | null | undefined>; queueWide: boolean },
): void {
  emitEvent(
    tx,
    requestUpdated,
    { requestId: update.requestId, status: update.status },
    { userIds: update.userIds, queueChanges: update.queueWide || update.status === 'pending' },
  );
}
