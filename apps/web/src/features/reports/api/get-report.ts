import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportDetailSchema } from '@thamani/domain/reports';
import { apiRequest } from '@/lib/api-client';
import { isAppError } from '@/lib/errors';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** GET /api/reports/:id — the draft (or frozen report) with its content, version, checks' inputs and delivery. */
export function getReport(reportId: string, signal?: AbortSignal) {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}`, { schema: ReportDetailSchema, signal });
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
