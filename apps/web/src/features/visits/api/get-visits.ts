import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { pageOf } from '@thamani/domain/pagination';
import { VisitListItemSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { visitKeys } from '@/lib/query-keys/visit-keys';

export const VisitPageSchema = pageOf(VisitListItemSchema);

/** GET /api/visits — the agent's own visits (an admin's: all), earliest first, keyset pages. */
export function getVisits(params: { cursor?: string; limit?: number } = {}, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (params.cursor) {
    search.set('cursor', params.cursor);
  }
  search.set('limit', String(params.limit ?? PAGE_SIZE_DEFAULT));
  return apiRequest(`/api/visits?${search.toString()}`, { schema: VisitPageSchema, signal });
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
