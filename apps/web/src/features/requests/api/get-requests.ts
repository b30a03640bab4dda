import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { pageOf } from '@thamani/domain/pagination';
import { RequestListItemSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';

export const RequestPageSchema = pageOf(RequestListItemSchema);

export type RequestListParams = { cursor?: string; limit?: number };

/** GET /api/requests — the signed-in client's own requests, newest first (keyset pages). */
export function getRequests(params: RequestListParams = {}, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (params.cursor) {
    search.set('cursor', params.cursor);
  }
  if (params.limit !== undefined) {
    search.set('limit', String(params.limit));
  }
  const query = search.toString();
  return apiRequest(query ? `/api/requests?${query}` : '/api/requests', { schema: RequestPageSchema, signal });
}

/** One page; the dashboard reads the first. */
export function requestsQueryOptions(params: RequestListParams = {}) {
  return queryOptions({
    queryKey: ['requests', 'list', params],
    queryFn: ({ signal }) => getRequests(params, signal),
  });
}

export function useRequests(params: RequestListParams = {}) {
  return useQuery(requestsQueryOptions(params));
}

/** Every page so far, for "Load more" (a key of its own: the cached shape differs). */
export function requestsInfiniteQueryOptions(limit: number = PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: ['requests', 'list', 'infinite', { limit }],
    queryFn: ({ pageParam, signal }) => getRequests({ cursor: pageParam ?? undefined, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useInfiniteRequests(limit?: number) {
  return useInfiniteQuery(requestsInfiniteQueryOptions(limit));
}
