import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RevokeOthersResponseSchema } from '@thamani/domain/account';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { devicesKey } from './get-devices';

/** DELETE /api/me/sessions/:id — that device is signed out at once. */
export function revokeDevice(id: string) {
  return apiRequest(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.undefined() });
}

/** POST /api/me/sessions/revoke-others — every device but this one. */
export function revokeOtherDevices() {
  return apiRequest('/api/me/sessions/revoke-others', { method: 'POST', body: {}, schema: RevokeOthersResponseSchema });
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeDevice, onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }) });
}

export function useRevokeOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherDevices, onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }) });
}
