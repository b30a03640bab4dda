import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { County } from '@thamani/domain/counties';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import type { QueueStatusFilter } from '@thamani/domain/requests';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** `status`: open work, closed work, all, or one status (the domain's queue filters). */
export type RequestQueueFilters = { status: QueueStatusFilter; county?: County };

/**
 * The valuers' queue — agent: unassigned pending requests and their own; admin: all;
 * narrowed by status (open work by default), each with its booked visit.
 * Sorted by due date on the server, overdue ones flagged; keyset pages. Under the requests key, so
 * every request mutation (and realtime event) refreshes the queue too.
 */
export function getRequestQueue(
  filters: RequestQueueFilters & { cursor?: string; limit?: number },
  signal?: AbortSignal,
) {
  const search = new URLSearchParams();
  search.set('status', filters.status);
  if (filters.county) {
    search.set('county', filters.county);
  }
  if (filters.cursor) {
    search.set('cursor', filters.cursor);
  }
  search.set('limit', String(filters.limit ?? PAGE_SIZE_DEFAULT));
  return callEndpoint(REQUEST_ENDPOINTS.queue, { query: search, signal });
}

export function requestQueueQueryOptions(filters: RequestQueueFilters, limit: number = PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: requestKeys.queuePages({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) => getRequestQueue({ ...filters, cursor: pageParam ?? undefined, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useRequestQueue(filters: RequestQueueFilters) {
  return useInfiniteQuery(requestQueueQueryOptions(filters));
}
