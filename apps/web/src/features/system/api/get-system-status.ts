import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_ENDPOINTS } from '@thamani/domain/system.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { systemKeys } from '@/lib/query-keys/system-keys';

/** Failed jobs, the latest backups, mail and storage. */
export function getSystemStatus(signal?: AbortSignal) {
  return callEndpoint(SYSTEM_ENDPOINTS.status, { signal });
}

export function systemStatusQueryOptions() {
  return queryOptions({ queryKey: systemKeys.status, queryFn: ({ signal }) => getSystemStatus(signal) });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
