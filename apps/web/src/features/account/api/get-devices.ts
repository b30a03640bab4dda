import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeviceListSchema } from '@thamani/domain/account';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys/account-keys';

/** GET /api/me/sessions — your signed-in devices, the most recently active first. */
export function getDevices(signal?: AbortSignal) {
  return apiRequest('/api/me/sessions', { schema: DeviceListSchema, signal });
}

export function useDevices() {
  return useQuery(queryOptions({ queryKey: accountKeys.devices, queryFn: ({ signal }) => getDevices(signal) }));
}
