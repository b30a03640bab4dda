import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import { QUERY_RETRY } from '@thamani/domain/limits';
import { RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** GET /api/requests/:id — the request, its property, valuer, visit and timeline. */
export function getRequest(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/requests/${encodeURIComponent(id)}`, { schema: RequestDetailSchema, signal });
}

export function requestQueryOptions(id: string) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => getRequest(id, signal),
    // A missing (or not-yours) request stays missing; retrying only delays "Request not found".
    retry: (failures, error) => !isMissing(error) && failures < QUERY_RETRY,
  });
}

export function useRequest(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...requestQueryOptions(id), enabled });
}

export function isMissing(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
}
