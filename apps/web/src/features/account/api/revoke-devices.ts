import { ACCOUNT_ENDPOINTS } from '@thamani/domain/account.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** That device is signed out at once. */
export function revokeDevice(id: string) {
  return callEndpoint(ACCOUNT_ENDPOINTS.revokeDevice, { params: { id } });
}

/** Every device but this one. */
export function revokeOtherDevices() {
  return callEndpoint(ACCOUNT_ENDPOINTS.revokeOthers, { body: {} });
}

export function useRevokeDevice() {
  return useChangeMutation('device.revoke', { mutationFn: revokeDevice, refreshOnError: () => true });
}

export function useRevokeOtherDevices() {
  return useChangeMutation('device.revoke-others', { mutationFn: revokeOtherDevices, refreshOnError: () => true });
}
