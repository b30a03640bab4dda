import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** Under the queue's key, so whatever refreshes the queue (a move, a realtime event) refreshes the counters too. */
export const queueCountsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.queueCounts,
    queryFn: ({ signal }) => callEndpoint(REQUEST_ENDPOINTS.queueCounts, { signal }),
  });

/** The queue's counters: to accept, to schedule, visits booked and overdue, over the caller's queue. */
export function useQueueCounts() {
  return useQuery(queueCountsQueryOptions());
}
