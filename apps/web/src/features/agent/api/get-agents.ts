import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentListSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { agentKeys } from '@/lib/query-keys/agent-keys';

/** GET /api/agents (admin) — who a request can be assigned to. */
export function getAgents(signal?: AbortSignal) {
  return apiRequest('/api/agents', { schema: AgentListSchema, signal });
}

export function agentsQueryOptions() {
  return queryOptions({ queryKey: agentKeys.all, queryFn: ({ signal }) => getAgents(signal) });
}

export function useAgents({ enabled }: { enabled: boolean }) {
  return useQuery({ ...agentsQueryOptions(), enabled });
}
