import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import type { PeopleFilters } from '@thamani/domain/people';
import { PEOPLE_ENDPOINTS } from '@thamani/domain/people.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { peopleKeys } from '@/lib/query-keys/people-keys';

/** GET /api/admin/users — newest account first, keyset pages; blank filters are left out. */
export function getPeople(filters: PeopleFilters & { cursor?: string; limit?: number }, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const key of ['q', 'role', 'status', 'cursor'] as const) {
    const value = filters[key]?.trim();
    if (value) {
      search.set(key, value);
    }
  }
  search.set('limit', String(filters.limit ?? PAGE_SIZE_DEFAULT));
  return callEndpoint(PEOPLE_ENDPOINTS.list, { query: search, signal });
}

export function peopleQueryOptions(filters: PeopleFilters) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPeople({ ...filters, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function usePeople(filters: PeopleFilters) {
  return useInfiniteQuery(peopleQueryOptions(filters));
}
