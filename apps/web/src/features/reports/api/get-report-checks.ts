import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** GET /api/reports/:id/checks — the checks the server runs on the stored draft (the ones submit enforces). */
export function getReportChecks(reportId: string, signal?: AbortSignal) {
  return callEndpoint(REPORT_ENDPOINTS.checks, { params: { id: reportId }, signal });
}

export function useReportChecks(reportId: string, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: reportKeys.checks(reportId),
      queryFn: ({ signal }) => getReportChecks(reportId, signal),
    }),
    enabled,
  });
}
