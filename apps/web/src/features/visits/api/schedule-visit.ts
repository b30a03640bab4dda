import { type ScheduleVisitBody, VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/visits — 201 with the visit; 409 CONFLICT when it overlaps another of the agent's visits. */
export function scheduleVisit(body: ScheduleVisitBody) {
  return apiRequest('/api/visits', { method: 'POST', body, schema: VisitDetailSchema });
}

export function useScheduleVisit() {
  return useChangeMutation('visit.schedule', { mutationFn: scheduleVisit });
}
