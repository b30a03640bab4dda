import { useQuery } from '@tanstack/react-query';
import { RequestInspectionSummarySchema } from '@thamani/domain/inspections';
import { apiRequest } from '@/lib/api-client';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';

/**
 * GET /api/requests/:requestId/inspection-summary — when, by whom and what was inspected, once
 * the inspection is submitted (no recorded values). Before that there is no summary (null).
 */
export function useRequestInspectionSummary(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: inspectionKeys.requestSummary(requestId),
    queryFn: async ({ signal }) => {
      const summary = await apiRequest(`/api/requests/${encodeURIComponent(requestId)}/inspection-summary`, {
        schema: RequestInspectionSummarySchema,
        signal,
      });
      return summary.status === 'submitted' ? summary : null;
    },
    enabled,
    retry: false,
  });
}
