import { useQuery } from '@tanstack/react-query';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';

/**
 * When, by whom and what was inspected, once
 * the inspection is submitted (no recorded values). Before that there is no summary (null).
 */
export function useRequestInspectionSummary(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: inspectionKeys.requestSummary(requestId),
    queryFn: async ({ signal }) => {
      const summary = await callEndpoint(INSPECTION_ENDPOINTS.requestSummary, { params: { id: requestId }, signal });
      return summary.status === 'submitted' ? summary : null;
    },
    enabled,
    retry: false,
  });
}
