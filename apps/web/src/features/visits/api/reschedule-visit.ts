import type { RescheduleVisitBody } from '@thamani/domain/visits';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** PUT /api/visits/:id — a new slot under the same rules as scheduling; the client is notified. */
export function rescheduleVisit({ visitId, body }: { visitId: string; body: RescheduleVisitBody }) {
  return callEndpoint(VISIT_ENDPOINTS.reschedule, { params: { id: visitId }, body });
}

export function useRescheduleVisit() {
  return useChangeMutation('visit.reschedule', { mutationFn: rescheduleVisit });
}
