import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AuditActorsResponseSchema, type AuditLogFilters, AuditLogPageSchema } from '@thamani/domain/audit-log';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { apiRequest } from '@/lib/api-client';
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

/** GET /api/admin/audit.csv with the current filters: the "Export CSV" link. */
export function auditCsvUrl(filters: AuditLogFilters): string {
  const search = auditFilterParams(filters).toString();
  return `/api/admin/audit.csv${search ? `?${search}` : ''}`;
}

/** GET /api/admin/audit — newest first, keyset pages. */
export function getAuditLog(filters: AuditLogFilters, cursor: string | null, signal?: AbortSignal) {
  const search = auditFilterParams(filters);
  if (cursor) {
    search.set('cursor', cursor);
  }
  search.set('limit', String(PAGE_SIZE_DEFAULT));
  return apiRequest(`/api/admin/audit?${search.toString()}`, { schema: AuditLogPageSchema, signal });
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

/** GET /api/admin/audit/actors?q — people whose name or e-mail contains q (up to 20). */
export function useAuditActors(q: string) {
  return useQuery({
    queryKey: auditKeys.actors(q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/audit/actors?${new URLSearchParams({ q }).toString()}`, {
        schema: AuditActorsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
