import { VisitUpdatedEvent } from '@thamani/domain/visits.events';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { visitsKey } from './api/get-visits';
import { invalidateVisitsAndRequests } from './api/invalidate-visits';

/** `visit.updated`: visits and requests refetch (a visit change moves its request too). */
export const realtime = realtimeFeature({
  refetchOnReset: [visitsKey],
  handlers: [realtimeHandler(VisitUpdatedEvent, (_data, { queryClient }) => invalidateVisitsAndRequests(queryClient))],
});
