import { VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/visits/:id/complete — the visit is done; its request moves to in-progress. */
export function completeVisit(visitId: string) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}/complete`, {
    method: 'POST',
    schema: VisitDetailSchema,
  });
}

export function useCompleteVisit() {
  return useChangeMutation('visit.complete', { mutationFn: completeVisit });
}
