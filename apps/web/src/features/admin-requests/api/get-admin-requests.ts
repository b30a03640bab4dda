import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AdminRequestsFilters, AdminRequestsPageSchema } from '@thamani/domain/admin-requests';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { apiRequest } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys/admin-request-keys';

/** GET /api/admin/requests — every request matching the filters, newest received first, keyset pages. */
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
  return apiRequest(`/api/admin/requests?${search.toString()}`, { schema: AdminRequestsPageSchema, signal });
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
