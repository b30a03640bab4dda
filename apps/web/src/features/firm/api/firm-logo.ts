import { FirmSettingsSchema } from '@thamani/domain/firm';
import { apiRequest } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload-form';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { FIRM_SETTINGS_URL, firmKeys } from './get-firm-settings';
import { useFirmSaved } from './use-firm-saved';

const LOGO_URL = `${FIRM_SETTINGS_URL}/logo`;

/** PUT /api/admin/firm/logo — a PNG or SVG (checked by the server by its bytes) as multipart. */
export async function uploadFirmLogo(file: File) {
  const body = await uploadForm(
    LOGO_URL,
    () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
    () => undefined,
    'PUT',
  );
  return FirmSettingsSchema.parse(body);
}

export function useUploadFirmLogo() {
  const onSaved = useFirmSaved();
  return useChangeMutation('firm.logo-upload', { mutationFn: uploadFirmLogo, onSuccess: onSaved, keep: () => [firmKeys.settings] });
}

/** DELETE /api/admin/firm/logo. */
export function useRemoveFirmLogo() {
  const onSaved = useFirmSaved();
  return useChangeMutation('firm.logo-remove', {
    mutationFn: () => apiRequest(LOGO_URL, { method: 'DELETE', schema: FirmSettingsSchema }),
    onSuccess: onSaved,
    keep: () => [firmKeys.settings],
  });
}
