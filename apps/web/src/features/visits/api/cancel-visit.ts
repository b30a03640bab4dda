import type { CancelVisitBody } from '@thamani/domain/visits';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/visits/:id/cancel — with a reason; the request goes back to assigned. */
export function cancelVisit({ visitId, body }: { visitId: string; body: CancelVisitBody }) {
  return callEndpoint(VISIT_ENDPOINTS.cancel, { params: { id: visitId }, body });
}

export function useCancelVisit() {
  return useChangeMutation('visit.cancel', { mutationFn: cancelVisit });
}
