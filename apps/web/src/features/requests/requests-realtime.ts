import { RequestUpdatedEvent } from '@thamani/domain/requests.events';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { invalidateRequestQueries, requestKeys } from './api/request-keys';

/** `request.updated`: every cached requests query (lists, stats, queue, detail) refetches, on screen or not. */
export const realtime = realtimeFeature({
  refetchOnReset: [requestKeys.all],
  handlers: [realtimeHandler(RequestUpdatedEvent, (_data, { queryClient }) => invalidateRequestQueries(queryClient))],
});
