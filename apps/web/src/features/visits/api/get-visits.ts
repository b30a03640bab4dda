import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { visitKeys } from '@/lib/query-keys/visit-keys';

export const VisitPageSchema = VISIT_ENDPOINTS.list.response;

/** GET /api/visits — the agent's own visits (an admin's: all), earliest first, keyset pages. */
export function getVisits(params: { cursor?: string; limit?: number } = {}, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (params.cursor) {
    search.set('cursor', params.cursor);
  }
  search.set('limit', String(params.limit ?? PAGE_SIZE_DEFAULT));
  return callEndpoint(VISIT_ENDPOINTS.list, { query: search, signal });
}

export function visitsQueryOptions(limit: number = PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: visitKeys.list(limit),
    queryFn: ({ pageParam, signal }) => getVisits({ cursor: pageParam ?? undefined, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useVisits(limit?: number) {
  return useInfiniteQuery(visitsQueryOptions(limit));
}
