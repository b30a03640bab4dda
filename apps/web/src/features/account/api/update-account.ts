import { useQueryClient } from '@tanstack/react-query';
import { AccountResponseSchema, type UpdateAccountBody } from '@thamani/domain/account';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { accountKeys } from '@/lib/query-keys/account-keys';

/** PATCH /api/me/account — name and phone; the menu's name (GET /api/me) is refreshed too. */
export function updateAccount(body: UpdateAccountBody) {
  return apiRequest('/api/me/account', { method: 'PATCH', body, schema: AccountResponseSchema });
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
