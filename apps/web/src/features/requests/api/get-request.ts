import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import { QUERY_RETRY } from '@thamani/domain/limits';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** The request, its property, valuer, visit and timeline. */
export function getRequest(id: string, signal?: AbortSignal) {
  return callEndpoint(REQUEST_ENDPOINTS.request, { params: { id }, signal });
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
