import { useQueryClient } from '@tanstack/react-query';
import type { UpdateAccountBody } from '@thamani/domain/account';
import { ACCOUNT_ENDPOINTS } from '@thamani/domain/account.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { accountKeys } from '@/lib/query-keys/account-keys';

/** Name and phone; the menu's name (GET /api/me) is refreshed too. */
export function updateAccount(body: UpdateAccountBody) {
  return callEndpoint(ACCOUNT_ENDPOINTS.update, { body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useChangeMutation('account.update', {
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.details, account);
    },
    keep: () => [accountKeys.details],
  });
}
