import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS } from '@thamani/domain/account.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { accountKeys } from '@/lib/query-keys/account-keys';

/** Your name, e-mail and phone. */
export function getAccount(signal?: AbortSignal) {
  return callEndpoint(ACCOUNT_ENDPOINTS.account, { signal });
}

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.details, queryFn: ({ signal }) => getAccount(signal) });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
