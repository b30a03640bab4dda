import { useQueryClient } from '@tanstack/react-query';
import { VisitDetailSchema, type VisitReviewBody } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { visitQueryOptions } from './get-visit';

/** PUT /api/visits/:id/review — the post-visit review, as a draft or final. */
export function saveVisitReview({ visitId, body }: { visitId: string; body: VisitReviewBody }) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}/review`, {
    method: 'PUT',
    body,
    schema: VisitDetailSchema,
  });
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
