import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import type { ReportListQuery } from '@thamani/domain/reports';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { reportKeys } from '@/lib/query-keys/report-keys';

export type ReportsFilter = Pick<ReportListQuery, 'status' | 'queue'> & { limit?: number };

/** GET /api/reports — the valuer's own reports (an admin's: all; `queue: 'review'`: the approval queue), keyset pages. */
export function getReports(query: ReportsFilter & { cursor?: string }, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (query.status) {
    search.set('status', query.status);
  }
  if (query.queue) {
    search.set('queue', query.queue);
  }
  if (query.cursor) {
    search.set('cursor', query.cursor);
  }
  search.set('limit', String(query.limit ?? PAGE_SIZE_DEFAULT));
  return callEndpoint(REPORT_ENDPOINTS.list, { query: search, signal });
}

export function reportsQueryOptions(query: ReportsFilter = {}) {
  return infiniteQueryOptions({
    queryKey: reportKeys.list(query),
    queryFn: ({ pageParam, signal }) => getReports({ ...query, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The pages loaded so far; `fetchNextPage` is the "Load more" button's action while `hasNextPage`. */
export function useReports(query: ReportsFilter = {}) {
  return useInfiniteQuery(reportsQueryOptions(query));
}

/** GET /api/reports/ready — the valuer's requests whose inspection is submitted and that have no report yet. */
export function getReadyForReport(signal?: AbortSignal) {
  return callEndpoint(REPORT_ENDPOINTS.ready, { signal });
}

export function useReadyForReport() {
  return useQuery(queryOptions({ queryKey: reportKeys.ready, queryFn: ({ signal }) => getReadyForReport(signal) }));
}
