import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CancelVisitBody, VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { invalidateVisitsAndRequests } from './invalidate-visits';

/** POST /api/visits/:id/cancel — with a reason; the request goes back to assigned. */
export function cancelVisit({ visitId, body }: { visitId: string; body: CancelVisitBody }) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}/cancel`, {
    method: 'POST',
    body,
    schema: VisitDetailSchema,
  });
}

export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVisit,
    onSuccess: () => invalidateVisitsAndRequests(queryClient),
  });
}
