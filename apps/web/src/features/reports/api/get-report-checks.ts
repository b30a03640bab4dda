import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportChecksSchema } from '@thamani/domain/reports';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** GET /api/reports/:id/checks — the checks the server runs on the stored draft (the ones submit enforces). */
export function getReportChecks(reportId: string, signal?: AbortSignal) {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}/checks`, { schema: ReportChecksSchema, signal });
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
