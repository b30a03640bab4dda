import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RescheduleVisitBody, VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { invalidateVisitsAndRequests } from './invalidate-visits';

/** PUT /api/visits/:id — a new slot under the same rules as scheduling; the client is notified. */
export function rescheduleVisit({ visitId, body }: { visitId: string; body: RescheduleVisitBody }) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}`, { method: 'PUT', body, schema: VisitDetailSchema });
}

export function useRescheduleVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleVisit,
    onSuccess: () => invalidateVisitsAndRequests(queryClient),
  });
}
