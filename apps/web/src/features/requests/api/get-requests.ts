import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import type { RequestStatus } from '@thamani/domain/requests';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

export type RequestListParams = { cursor?: string; limit?: number; status?: RequestStatus };

/** The signed-in client's own requests, newest first (keyset pages). */
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
  return callEndpoint(REQUEST_ENDPOINTS.mine, { query: search, signal });
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
