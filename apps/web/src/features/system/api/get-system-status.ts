import { queryOptions, useQuery } from '@tanstack/react-query';
import { SystemStatusSchema } from '@thamani/domain/system';
import { apiRequest } from '@/lib/api-client';
import { systemKeys } from '@/lib/query-keys/system-keys';

export const SYSTEM_STATUS_PATH = '/api/admin/system';

/** GET /api/admin/system — failed jobs, the latest backups, mail and storage. */
export function getSystemStatus(signal?: AbortSignal) {
  return apiRequest(SYSTEM_STATUS_PATH, { schema: SystemStatusSchema, signal });
}

export function systemStatusQueryOptions() {
  return queryOptions({ queryKey: systemKeys.status, queryFn: ({ signal }) => getSystemStatus(signal) });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
