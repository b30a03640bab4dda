import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditLogFilters } from '@thamani/domain/audit-log';
import { AUDIT_ENDPOINTS } from '@thamani/domain/audit.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { callEndpoint } from '@/lib/call-endpoint';
import { auditKeys } from '@/lib/query-keys/audit-keys';

/** The filters as query-string parameters (empty ones left out), shared by the list and the CSV link. */
export function auditFilterParams(filters: AuditLogFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') {
      search.set(key, value);
    }
  }
  return search;
}

/** The CSV export with the current filters: the "Export CSV" link. */
export function auditCsvUrl(filters: AuditLogFilters): string {
  const search = auditFilterParams(filters).toString();
  const path = pathOf(AUDIT_ENDPOINTS.csv);
  return search ? `${path}?${search}` : path;
}

/** The log, newest first, in keyset pages. */
export function getAuditLog(filters: AuditLogFilters, cursor: string | null, signal?: AbortSignal) {
  const search = auditFilterParams(filters);
  if (cursor) {
    search.set('cursor', cursor);
  }
  search.set('limit', String(PAGE_SIZE_DEFAULT));
  return callEndpoint(AUDIT_ENDPOINTS.log, { query: search, signal });
}

export function auditLogQueryOptions(filters: AuditLogFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The pages loaded so far; `fetchNextPage` is "Load more" while `hasNextPage`. */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}

/** People whose name or e-mail contains q (up to 20). */
export function useAuditActors(q: string) {
  return useQuery({
    queryKey: auditKeys.actors(q),
    queryFn: ({ signal }) => callEndpoint(AUDIT_ENDPOINTS.actors, { query: new URLSearchParams({ q }), signal }),
    placeholderData: keepPreviousData,
  });
}
