import { VisitUpdatedEvent } from '@thamani/domain/visits.events';
import { applyChange } from '@/lib/cache/apply-change';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { visitKeys } from '@/lib/query-keys/visit-keys';

/** `visit.updated`: the visit, its inspection card and its request refetch (lib/cache/cache-effects.ts). */
export const realtime = realtimeFeature({
  refetchOnReset: [visitKeys.all],
  handlers: [realtimeHandler(VisitUpdatedEvent, (_data, { queryClient }) => applyChange(queryClient, 'visit.updated'))],
});
