import { useQuery } from '@tanstack/react-query';
import { InspectionDetailSchema, VisitInspectionSummarySchema } from '@thamani/domain/inspections';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';
import { isAppError } from '@/lib/errors';

/**
 * GET /api/visits/:visitId/inspection-summary — what the visit's inspection has recorded so far.
 * Under the inspections key, so the inspection pages' invalidation refreshes it too.
 */
export function useVisitInspectionSummary(visitId: string, enabled: boolean) {
  return useQuery({
    queryKey: inspectionKeys.visitSummary(visitId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/visits/${encodeURIComponent(visitId)}/inspection-summary`, {
        schema: VisitInspectionSummarySchema,
        signal,
      }),
    enabled,
    retry: (count, error) => !isAppError(error, 'NOT_FOUND') && !isAppError(error, 'FORBIDDEN') && count < 1,
  });
}

/** POST /api/visits/:visitId/inspection — starts the inspection (or returns the one already started). */
export function useStartVisitInspection(visitId: string) {
  return useChangeMutation('inspection.start', {
    mutationFn: () =>
      apiRequest(`/api/visits/${encodeURIComponent(visitId)}/inspection`, {
        method: 'POST',
        schema: InspectionDetailSchema,
      }),
  });
}
