import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { agentKeys } from '@/lib/query-keys/agent-keys';

/** Who (admins ask) a request can be assigned to. */
export function getAgents(signal?: AbortSignal) {
  return callEndpoint(REQUEST_ENDPOINTS.agents, { signal });
}

export function agentsQueryOptions() {
  return queryOptions({ queryKey: agentKeys.all, queryFn: ({ signal }) => getAgents(signal) });
}

export function useAgents({ enabled }: { enabled: boolean }) {
  return useQuery({ ...agentsQueryOptions(), enabled });
}
