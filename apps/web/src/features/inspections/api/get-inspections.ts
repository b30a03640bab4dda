import { queryOptions, useQuery } from '@tanstack/react-query';
import { InspectionListResponseSchema } from '@thamani/domain/inspections';
import { AgentListSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';

/** GET /api/inspections — the valuer's own (an admin's: everyone's, optionally one valuer's). */
export function getInspections(agentId: string | null, signal?: AbortSignal) {
  const search = agentId ? `?${new URLSearchParams({ agentId }).toString()}` : '';
  return apiRequest(`/api/inspections${search}`, { schema: InspectionListResponseSchema, signal });
}

export function useInspections(agentId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: inspectionKeys.list(agentId),
      queryFn: ({ signal }) => getInspections(agentId, signal),
    }),
  );
}

/** GET /api/agents (admin) — the valuers to filter by. */
export function useInspectionAgents(enabled: boolean) {
  return useQuery({
    queryKey: inspectionKeys.agents,
    queryFn: ({ signal }) => apiRequest('/api/agents', { schema: AgentListSchema, signal }),
    enabled,
  });
}
