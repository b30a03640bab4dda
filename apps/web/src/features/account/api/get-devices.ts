import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS } from '@thamani/domain/account.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { accountKeys } from '@/lib/query-keys/account-keys';

/** Your signed-in devices, the most recently active first. */
export function getDevices(signal?: AbortSignal) {
  return callEndpoint(ACCOUNT_ENDPOINTS.devices, { signal });
}

export function useDevices() {
  return useQuery(queryOptions({ queryKey: accountKeys.devices, queryFn: ({ signal }) => getDevices(signal) }));
}
