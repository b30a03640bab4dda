import { type RescheduleVisitBody, VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** PUT /api/visits/:id — a new slot under the same rules as scheduling; the client is notified. */
export function rescheduleVisit({ visitId, body }: { visitId: string; body: RescheduleVisitBody }) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}`, { method: 'PUT', body, schema: VisitDetailSchema });
}

export function useRescheduleVisit() {
  return useChangeMutation('visit.reschedule', { mutationFn: rescheduleVisit });
}
