import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScheduleVisitBody, VisitDetailSchema } from '@thamani/domain/visits';
import { apiRequest } from '@/lib/api-client';
import { invalidateVisitsAndRequests } from './invalidate-visits';

/** POST /api/visits — 201 with the visit; 409 CONFLICT when it overlaps another of the agent's visits. */
export function scheduleVisit(body: ScheduleVisitBody) {
  return apiRequest('/api/visits', { method: 'POST', body, schema: VisitDetailSchema });
}

export function useScheduleVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleVisit,
    onSuccess: () => invalidateVisitsAndRequests(queryClient),
  });
}
