import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentListSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { agentKeys } from '@/lib/query-keys/agent-keys';

/** GET /api/agents (admin) — the valuers to filter the requests by. */
export function getValuers(signal?: AbortSignal) {
  return apiRequest('/api/agents', { schema: AgentListSchema, signal });
}

export function valuersQueryOptions() {
  return queryOptions({ queryKey: agentKeys.all, queryFn: ({ signal }) => getValuers(signal) });
}

export function useValuers() {
  return useQuery(valuersQueryOptions());
}
