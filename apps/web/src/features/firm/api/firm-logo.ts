import { FIRM_ENDPOINTS } from '@thamani/domain/firm.endpoints';
import { fileForm } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { firmKeys } from '@/lib/query-keys/firm-keys';
import { useFirmSaved } from './use-firm-saved';

/** A PNG or SVG (checked by the server by its bytes) as multipart. */
export function uploadFirmLogo(file: File) {
  return callEndpoint(FIRM_ENDPOINTS.uploadLogo, { body: fileForm(file) });
}


export function useUploadFirmLogo() {
  const onSaved = useFirmSaved();
  return useChangeMutation('firm.logo-upload', { mutationFn: uploadFirmLogo, onSuccess: onSaved, keep: () => [firmKeys.settings] });
}

/** Removes the logo (audited). */
export function useRemoveFirmLogo() {
  const onSaved = useFirmSaved();
  return useChangeMutation('firm.logo-remove', {
    mutationFn: () => callEndpoint(FIRM_ENDPOINTS.removeLogo, {}),
    onSuccess: onSaved,
    keep: () => [firmKeys.settings],
  });
}
