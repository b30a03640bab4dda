import { queryOptions, useQuery } from '@tanstack/react-query';
import { RequestStatsSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** GET /api/requests/stats — the four dashboard counters, one SQL aggregate on the server. */
export function getRequestStats(signal?: AbortSignal) {
  return apiRequest('/api/requests/stats', { schema: RequestStatsSchema, signal });
}

export function requestStatsQueryOptions() {
  return queryOptions({
    queryKey: requestKeys.stats,
    queryFn: ({ signal }) => getRequestStats(signal),
  });
}

export function useRequestStats() {
  return useQuery(requestStatsQueryOptions());
}
