import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { pageOf } from '@thamani/domain/pagination';
import { RequestListItemSchema, type RequestStatus } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from '@/lib/query-keys/request-keys';

export const RequestPageSchema = pageOf(RequestListItemSchema);

export type RequestListParams = { cursor?: string; limit?: number; status?: RequestStatus };

/** GET /api/requests — the signed-in client's own requests, newest first (keyset pages). */
export function getRequests(params: RequestListParams = {}, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (params.status) {
    search.set('status', params.status);
  }
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
    queryKey: requestKeys.list(params),
    queryFn: ({ signal }) => getRequests(params, signal),
  });
}

export function useRequests(params: RequestListParams = {}) {
  return useQuery(requestsQueryOptions(params));
}

export type InfiniteRequestsParams = { limit?: number; status?: RequestStatus };

/** Every page so far, for "Load more" (a key of its own: the cached shape differs). */
export function requestsInfiniteQueryOptions({ limit = PAGE_SIZE_DEFAULT, status }: InfiniteRequestsParams = {}) {
  return infiniteQueryOptions({
    queryKey: requestKeys.infinite({ limit, status: status ?? null }),
    queryFn: ({ pageParam, signal }) => getRequests({ status, cursor: pageParam ?? undefined, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useInfiniteRequests(params?: InfiniteRequestsParams) {
  return useInfiniteQuery(requestsInfiniteQueryOptions(params));
}
