import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminRequestsFilters } from '@thamani/domain/admin-requests';
import { ADMIN_REQUESTS_ENDPOINTS } from '@thamani/domain/admin-requests.endpoints';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { callEndpoint } from '@/lib/call-endpoint';
import { adminRequestsKeys } from '@/lib/query-keys/admin-request-keys';

/** Every request matching the filters, newest received first, keyset pages. */
export function getAdminRequests(filters: AdminRequestsFilters, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') {
      search.set(key, value);
    }
  }
  if (cursor) {
    search.set('cursor', cursor);
  }
  search.set('limit', String(PAGE_SIZE_DEFAULT));
  return callEndpoint(ADMIN_REQUESTS_ENDPOINTS.list, { query: search, signal });
}

export function adminRequestsQueryOptions(filters: AdminRequestsFilters) {
  return infiniteQueryOptions({
    queryKey: adminRequestsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAdminRequests(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The pages loaded so far; `fetchNextPage` is "Load more" while `hasNextPage`. */
export function useAdminRequests(filters: AdminRequestsFilters) {
  return useInfiniteQuery(adminRequestsQueryOptions(filters));
}
