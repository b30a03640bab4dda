import { FirmSettingsSchema, type UpdateFirmSettings } from '@thamani/domain/firm';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { FIRM_SETTINGS_URL } from './get-firm-settings';
import { useFirmSaved } from './use-firm-saved';

/** PUT /api/admin/firm — save the firm's details (audited; the next report issued shows them). */
export function useUpdateFirmSettings() {
  const onSaved = useFirmSaved();
  return useChangeMutation('firm.update', {
    mutationFn: (body: UpdateFirmSettings) => apiRequest(FIRM_SETTINGS_URL, { method: 'PUT', body, schema: FirmSettingsSchema }),
    onSuccess: onSaved,
  });
}
