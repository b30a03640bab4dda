import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { agentKeys } from '@/lib/query-keys/agent-keys';

/** The valuers (admins ask) to filter the requests by. */
export function getValuers(signal?: AbortSignal) {
  return callEndpoint(REQUEST_ENDPOINTS.agents, { signal });
}

export function valuersQueryOptions() {
  return queryOptions({ queryKey: agentKeys.all, queryFn: ({ signal }) => getValuers(signal) });
}

export function useValuers() {
  return useQuery(valuersQueryOptions());
}
