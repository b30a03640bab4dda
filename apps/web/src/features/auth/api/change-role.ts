import { AppError } from '@thamani/domain/app-error';
import type { MeResponse } from '@thamani/domain/me';
import { ME_ENDPOINTS } from '@thamani/domain/me.endpoints';
import type { Role } from '@thamani/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth/auth-keys';
import { useAuth } from '@/lib/auth/use-auth';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

export function changeRole(role: Role) {
  return callEndpoint(ME_ENDPOINTS.changeRole, { body: { role } });
}

/**
 * Role self-service. The new role applies at once: `me` is updated in place,
 * a fresh token is fetched and the admin validation is dropped. Nothing else depends on the role.
 */
export function useChangeRole() {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useChangeMutation('me.change-role', {
    mutationFn: changeRole,
    onSuccess: async ({ role }) => {
      queryClient.setQueryData<MeResponse>(authKeys.me, (old) => (old ? { ...old, role } : old));
      await refreshSession();
    },
    onError: async (error) => {
      if (error instanceof AppError && error.code === 'FORBIDDEN') {
        // Self-service was switched off on the server: show the admin-managed message.
        await queryClient.invalidateQueries({ queryKey: authKeys.settings });
      }
    },
  });
}
