import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** GET /api/reports/:id — the draft (or frozen report) with its content, version, checks' inputs and delivery. */
export function getReport(reportId: string, signal?: AbortSignal) {
  return callEndpoint(REPORT_ENDPOINTS.detail, { params: { id: reportId }, signal });
}

export function reportQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: reportKeys.detail(reportId),
    queryFn: ({ signal }) => getReport(reportId, signal),
    retry: (failureCount, error) => !isReportNotFound(error) && failureCount < 1,
  });
}

export function useReport(reportId: string) {
  return useQuery(reportQueryOptions(reportId));
}

/**
 * Someone else's draft answers 403, a wrong id 404, a mistyped one (not an id at all) 400: each
 * reads "not found" to the user.
 */
export function isReportNotFound(error: unknown): boolean {
  return isAppError(error, 'NOT_FOUND') || isAppError(error, 'FORBIDDEN') || isAppError(error, 'VALIDATION');
}
