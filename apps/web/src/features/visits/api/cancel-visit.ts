import { type CancelVisitBody, VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/visits/:id/cancel — with a reason; the request goes back to assigned. */
export function cancelVisit({ visitId, body }: { visitId: string; body: CancelVisitBody }) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}/cancel`, {
    method: 'POST',
    body,
    schema: VisitDetailSchema,
  });
}

export function useCancelVisit() {
  return useChangeMutation('visit.cancel', { mutationFn: cancelVisit });
}
