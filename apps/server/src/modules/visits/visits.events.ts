import { VisitUpdatedEvent } from '@thamani/domain/visits.events';
import { declareRealtimeEvent } from '#platform/realtime-registry.ts';

/** `visit.updated`: the request's requester and agent, and the admins. */
export const visitUpdated = declareRealtimeEvent(VisitUpdatedEvent, {
  audience: (who: { userIds: Array<string | null | undefined> }) => ({
    userIds: who.userIds.filter((u): u is string => typeof u === 'string'),
    roles: ['admin'],
  }),
});

export const visitEvents = [visitUpdated];
