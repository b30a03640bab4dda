import { queryOptions, useQuery } from '@tanstack/react-query';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';

/** The valuer's own inspections (an admin's: everyone's, optionally one valuer's). */
export function getInspections(agentId: string | null, signal?: AbortSignal) {
  return callEndpoint(INSPECTION_ENDPOINTS.list, { query: agentId ? new URLSearchParams({ agentId }) : undefined, signal });
}

export function useInspections(agentId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: inspectionKeys.list(agentId),
      queryFn: ({ signal }) => getInspections(agentId, signal),
    }),
  );
}

/** The valuers to filter by (admins). */
export function useInspectionAgents(enabled: boolean) {
  return useQuery({
    queryKey: inspectionKeys.agents,
    queryFn: ({ signal }) => callEndpoint(REQUEST_ENDPOINTS.agents, { signal }),
    enabled,
  });
}
