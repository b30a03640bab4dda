import type { ScheduleVisitBody } from '@thamani/domain/visits';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/visits — 201 with the visit; 409 CONFLICT when it overlaps another of the agent's visits. */
export function scheduleVisit(body: ScheduleVisitBody) {
  return callEndpoint(VISIT_ENDPOINTS.schedule, { body });
}

export function useScheduleVisit() {
  return useChangeMutation('visit.schedule', { mutationFn: scheduleVisit });
}
