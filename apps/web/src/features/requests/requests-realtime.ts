import { RequestUpdatedEvent } from '@thamani/domain/requests.events';
import { applyChange } from '@/lib/cache/apply-change';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** `request.updated`: every cached request query (lists, stats, queue, detail) and its visits refetch, on screen or not. */
export const realtime = realtimeFeature({
  refetchOnReset: [requestKeys.all],
  handlers: [
    realtimeHandler(RequestUpdatedEvent, (_data, { queryClient }) => applyChange(queryClient, 'request.updated')),
  ],
});
