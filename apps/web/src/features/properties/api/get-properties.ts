import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { PROPERTY_ENDPOINTS } from '@thamani/domain/properties.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { propertyKeys } from '@/lib/query-keys/property-keys';

export const PropertyPageSchema = PROPERTY_ENDPOINTS.list.response;

export interface PropertyFilters {
  q?: string;
  county?: string;
  town?: string;
}

/** GET /api/admin/properties — newest first, keyset pages; blank filters are left out. */
export function getProperties(filters: PropertyFilters & { cursor?: string; limit?: number }, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const key of ['q', 'county', 'town', 'cursor'] as const) {
    const value = filters[key]?.trim();
    if (value) {
      search.set(key, value);
    }
  }
  search.set('limit', String(filters.limit ?? PAGE_SIZE_DEFAULT));
  return callEndpoint(PROPERTY_ENDPOINTS.list, { query: search, signal });
}

export function propertiesQueryOptions(filters: PropertyFilters) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getProperties({ ...filters, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProperties(filters: PropertyFilters) {
  return useInfiniteQuery(propertiesQueryOptions(filters));
}
