import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** The four dashboard counters, one SQL aggregate on the server. */
export function getRequestStats(signal?: AbortSignal) {
  return callEndpoint(REQUEST_ENDPOINTS.stats, { signal });
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
