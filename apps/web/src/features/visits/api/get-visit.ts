import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { visitKeys } from '@/lib/query-keys/visit-keys';

/** GET /api/visits/:id — one visit with its client, agent, cancel reason and review. */
export function getVisit(visitId: string, signal?: AbortSignal) {
  return callEndpoint(VISIT_ENDPOINTS.detail, { params: { id: visitId }, signal });
}

export function visitQueryOptions(visitId: string) {
  return queryOptions({
    queryKey: visitKeys.detail(visitId),
    queryFn: ({ signal }) => getVisit(visitId, signal),
    // A missing (or someone else's) visit will not appear on a retry.
    retry: (failureCount, error) => !(error instanceof AppError && error.code === 'NOT_FOUND') && failureCount < 1,
  });
}

export function useVisit(visitId: string) {
  return useQuery(visitQueryOptions(visitId));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
}
