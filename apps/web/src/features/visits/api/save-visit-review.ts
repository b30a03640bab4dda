import { useQueryClient } from '@tanstack/react-query';
import type { VisitReviewBody } from '@thamani/domain/visits';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { visitQueryOptions } from './get-visit';

/** PUT /api/visits/:id/review — the post-visit review, as a draft or final. */
export function saveVisitReview({ visitId, body }: { visitId: string; body: VisitReviewBody }) {
  return callEndpoint(VISIT_ENDPOINTS.review, { params: { id: visitId }, body });
}

export function useSaveVisitReview() {
  const queryClient = useQueryClient();
  return useChangeMutation('visit.review', {
    mutationFn: saveVisitReview,
    onSuccess: (visit) => {
      queryClient.setQueryData(visitQueryOptions(visit.id).queryKey, visit);
    },
    keep: (visit) => [visitQueryOptions(visit.id).queryKey],
  });
}
