import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEES_ENDPOINTS } from '@thamani/domain/fees.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeKeys } from '@/lib/query-keys/fee-keys';

/** The firm's fee settings and the scale in force (admins). */
export function getFirmFees(signal?: AbortSignal) {
  return callEndpoint(FEES_ENDPOINTS.settings, { signal });
}

export function firmFeesQueryOptions() {
  return queryOptions({ queryKey: feeKeys.settings, queryFn: ({ signal }) => getFirmFees(signal) });
}

export function useFirmFees() {
  return useQuery(firmFeesQueryOptions());
}
