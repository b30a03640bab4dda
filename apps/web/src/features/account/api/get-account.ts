import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountResponseSchema } from '@thamani/domain/account';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys/account-keys';

/** GET /api/me/account — your name, e-mail and phone. */
export function getAccount(signal?: AbortSignal) {
  return apiRequest('/api/me/account', { schema: AccountResponseSchema, signal });
}

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.details, queryFn: ({ signal }) => getAccount(signal) });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
