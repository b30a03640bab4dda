import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** GET /api/reports/:id/versions/:n — a submitted version, frozen for good. */
export function getReportVersion(reportId: string, n: number, signal?: AbortSignal) {
  return callEndpoint(REPORT_ENDPOINTS.version, { params: { id: reportId, n }, signal });
}

export function reportVersionQueryOptions(reportId: string, n: number) {
  return queryOptions({
    queryKey: reportKeys.version(reportId, n),
    queryFn: ({ signal }) => getReportVersion(reportId, n, signal),
    staleTime: Infinity,
  });
}

/** `n` null or 0: nothing to load (e.g. no earlier submission to compare with). */
export function useReportVersion(reportId: string, n: number | null) {
  return useQuery({ ...reportVersionQueryOptions(reportId, n ?? 0), enabled: n !== null && n > 0 });
}
