import { RequestUpdatedEvent } from '@thamani/domain/requests.events';
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

export const requestEvents = [requestUpdated];
