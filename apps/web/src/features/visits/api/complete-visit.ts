import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/visits/:id/complete — the visit is done; its request moves to in-progress. */
export function completeVisit(visitId: string) {
  return callEndpoint(VISIT_ENDPOINTS.complete, { params: { id: visitId } });
}

export function useCompleteVisit() {
  return useChangeMutation('visit.complete', { mutationFn: completeVisit });
}
