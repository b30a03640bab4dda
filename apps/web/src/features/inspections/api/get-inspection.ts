import { queryOptions, useQuery } from '@tanstack/react-query';
import { InspectionDetailSchema } from '@thamani/domain/inspections';
import { apiRequest } from '@/lib/api-client';
import { isAppError } from '@/lib/errors';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspections/:id — the stamped checklist, answers, photos and version. */
export function getInspection(inspectionId: string, signal?: AbortSignal) {
  return apiRequest(`/api/inspections/${encodeURIComponent(inspectionId)}`, { schema: InspectionDetailSchema, signal });
}

export function inspectionQueryOptions(inspectionId: string) {
  return queryOptions({
    queryKey: inspectionKeys.detail(inspectionId),
    queryFn: ({ signal }) => getInspection(inspectionId, signal),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
    // The page keeps what it has while offline; the outbox holds the edits.
    networkMode: 'offlineFirst',
  });
}

export function useInspection(inspectionId: string) {
  return useQuery(inspectionQueryOptions(inspectionId));
}

export function isNotFound(error: unknown): boolean {
  return isAppError(error, 'NOT_FOUND') || isAppError(error, 'FORBIDDEN');
}
