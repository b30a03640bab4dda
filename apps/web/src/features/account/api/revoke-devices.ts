import { RevokeOthersResponseSchema } from '@thamani/domain/account';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** DELETE /api/me/sessions/:id — that device is signed out at once. */
export function revokeDevice(id: string) {
  return apiRequest(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.undefined() });
}

/** POST /api/me/sessions/revoke-others — every device but this one. */
export function revokeOtherDevices() {
  return apiRequest('/api/me/sessions/revoke-others', { method: 'POST', body: {}, schema: RevokeOthersResponseSchema });
}

export function useRevokeDevice() {
  return useChangeMutation('device.revoke', { mutationFn: revokeDevice, refreshOnError: () => true });
}

export function useRevokeOtherDevices() {
  return useChangeMutation('device.revoke-others', { mutationFn: revokeOtherDevices, refreshOnError: () => true });
}
