import { useQueryClient } from '@tanstack/react-query';
import type { InspectionDetail, ReopenInspectionBody, SubmitInspectionBody } from '@thamani/domain/inspections';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';

/** POST /api/visits/:visitId/inspection — starts (or returns) the visit's inspection. */
export function startInspection(visitId: string) {
  return callEndpoint(INSPECTION_ENDPOINTS.start, { params: { id: visitId } });
}

/** POST /api/inspections/:id/submit — completes the visit; read-only afterwards. */
export function submitInspection(inspectionId: string, body: SubmitInspectionBody) {
  return callEndpoint(INSPECTION_ENDPOINTS.submit, { params: { id: inspectionId }, body });
}

/** POST /api/inspections/:id/reopen (admin) — editable again, with the reason audited. */
export function reopenInspection(inspectionId: string, body: ReopenInspectionBody) {
  return callEndpoint(INSPECTION_ENDPOINTS.reopen, { params: { id: inspectionId }, body });
}

/** The answer is the inspection itself; everything else that shows it refetches (cache-effects.ts). */
function useInspectionChange<V>(change: 'inspection.start' | 'inspection.submit' | 'inspection.reopen', send: (variables: V) => Promise<InspectionDetail>) {
  const queryClient = useQueryClient();
  return useChangeMutation(change, {
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(inspectionKeys.detail(detail.id), detail);
    },
    keep: (detail) => [inspectionKeys.detail(detail.id)],
  });
}

export function useStartInspection() {
  return useInspectionChange('inspection.start', startInspection);
}

export function useSubmitInspection(inspectionId: string) {
  return useInspectionChange('inspection.submit', (body: SubmitInspectionBody) => submitInspection(inspectionId, body));
}

export function useReopenInspection(inspectionId: string) {
  return useInspectionChange('inspection.reopen', (body: ReopenInspectionBody) => reopenInspection(inspectionId, body));
}
