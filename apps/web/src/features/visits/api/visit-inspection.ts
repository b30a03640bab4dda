import { useQuery } from '@tanstack/react-query';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
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
callEndpoint(INSPECTION_ENDPOINTS.visitSummary, { params: { id: visitId }, signal }),
    enabled,
    retry: (count, error) => !isAppError(error, 'NOT_FOUND') && !isAppError(error, 'FORBIDDEN') && count < 1,
  });
}

/** POST /api/visits/:visitId/inspection — starts the inspection (or returns the one already started). */
export function useStartVisitInspection(visitId: string) {
  return useChangeMutation('inspection.start', {
    mutationFn: () => callEndpoint(INSPECTION_ENDPOINTS.start, { params: { id: visitId } }),
  });
}
