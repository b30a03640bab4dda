import { queryOptions, useQuery } from '@tanstack/react-query';
import { RequestQueueCountsSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** Under the queue's key, so whatever refreshes the queue (a move, a realtime event) refreshes the counters too. */
export const queueCountsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.queueCounts,
    queryFn: ({ signal }) => apiRequest('/api/requests/queue/counts', { schema: RequestQueueCountsSchema, signal }),
  });

/** GET /api/requests/queue/counts — to accept, to schedule, visits booked and overdue, over the caller's queue. */
export function useQueueCounts() {
  return useQuery(queueCountsQueryOptions());
}
