import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountResponseSchema, type UpdateAccountBody } from '@thamani/domain/account';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { accountKey } from './get-account';

/** PATCH /api/me/account — name and phone; the menu's name (GET /api/me) is refreshed too. */
export function updateAccount(body: UpdateAccountBody) {
  return apiRequest('/api/me/account', { method: 'PATCH', body, schema: AccountResponseSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData([...accountKey, 'details'], account);
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}
