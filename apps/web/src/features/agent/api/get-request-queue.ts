import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { County } from '@thamani/domain/counties';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { pageOf } from '@thamani/domain/pagination';
import { RequestQueueItemSchema, type RequestStatus } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';

export const RequestQueuePageSchema = pageOf(RequestQueueItemSchema);

export type RequestQueueFilters = { status?: RequestStatus; county?: County };

/** Under ['requests'] so every request mutation (and realtime event) refreshes the queue too. */
export const requestQueueKey = ['requests', 'queue'] as const;

/**
 * GET /api/requests/queue — agent: unassigned pending requests and their own; admin: all.
 * Sorted by due date on the server, overdue ones flagged; keyset pages.
 */
export function getRequestQueue(
  filters: RequestQueueFilters & { cursor?: string; limit?: number },
  signal?: AbortSignal,
) {
  const search = new URLSearchParams();
  if (filters.status) {
    search.set('status', filters.status);
  }
  if (filters.county) {
    search.set('county', filters.county);
  }
  if (filters.cursor) {
    search.set('cursor', filters.cursor);
  }
  search.set('limit', String(filters.limit ?? PAGE_SIZE_DEFAULT));
  return apiRequest(`/api/requests/queue?${search.toString()}`, { schema: RequestQueuePageSchema, signal });
}

export function requestQueueQueryOptions(filters: RequestQueueFilters, limit: number = PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: [...requestQueueKey, { ...filters, limit }],
    queryFn: ({ pageParam, signal }) => getRequestQueue({ ...filters, cursor: pageParam ?? undefined, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useRequestQueue(filters: RequestQueueFilters) {
  return useInfiniteQuery(requestQueueQueryOptions(filters));
}
