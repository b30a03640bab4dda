import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeviceListSchema } from '@thamani/domain/account';
import { apiRequest } from '@/lib/api-client';
import { accountKey } from './get-account';

export const devicesKey = [...accountKey, 'devices'] as const;

/** GET /api/me/sessions — your signed-in devices, the most recently active first. */
export function getDevices(signal?: AbortSignal) {
  return apiRequest('/api/me/sessions', { schema: DeviceListSchema, signal });
}

export function useDevices() {
  return useQuery(queryOptions({ queryKey: devicesKey, queryFn: ({ signal }) => getDevices(signal) }));
}
