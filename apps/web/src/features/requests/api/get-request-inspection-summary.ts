import { useQuery } from '@tanstack/react-query';
import { RequestInspectionSummarySchema } from '@thamani/domain/inspections';
import { apiRequest } from '@/lib/api-client';
import { isAppError } from '@/lib/errors';

/**
 * GET /api/requests/:requestId/inspection-summary — when, by whom and what was inspected, once
 * the inspection is submitted (no recorded values). Before that the API answers 404: no summary.
 */
export function useRequestInspectionSummary(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['inspections', 'request-summary', requestId],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/requests/${encodeURIComponent(requestId)}/inspection-summary`, {
          schema: RequestInspectionSummarySchema,
          signal,
        });
      } catch (error) {
        if (isAppError(error, 'NOT_FOUND')) {
          return null;
        }
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}
