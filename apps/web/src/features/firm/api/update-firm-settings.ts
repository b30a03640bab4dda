import type { UpdateFirmSettings } from '@thamani/domain/firm';
import { FIRM_ENDPOINTS } from '@thamani/domain/firm.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { useFirmSaved } from './use-firm-saved';

/** Save the firm's details (audited; the next report issued shows them). */
export function useUpdateFirmSettings() {
  const onSaved = useFirmSaved();
  return useChangeMutation('firm.update', {
    mutationFn: (body: UpdateFirmSettings) => callEndpoint(FIRM_ENDPOINTS.update, { body }),
    onSuccess: onSaved,
  });
}
