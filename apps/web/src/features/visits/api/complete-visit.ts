import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { invalidateVisitsAndRequests } from './invalidate-visits';

/** POST /api/visits/:id/complete — the visit is done; its request moves to in-progress. */
export function completeVisit(visitId: string) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}/complete`, {
    method: 'POST',
    schema: VisitDetailSchema,
  });
}

export function useCompleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeVisit,
    onSuccess: () => invalidateVisitsAndRequests(queryClient),
  });
}
