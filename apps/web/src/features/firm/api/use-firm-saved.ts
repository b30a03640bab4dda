import { useQueryClient } from '@tanstack/react-query';
import type { FirmSettings } from '@thamani/domain/firm';
import { firmKeys } from './get-firm-settings';

/**
 * After any change to the firm: show the answer at once, and refresh every screen that shows the
 * firm — report details carry its FSV band ('reports'), /verify its contacts ('verify').
 */
export function useFirmSaved() {
  const queryClient = useQueryClient();
  return (firm: FirmSettings) => {
    queryClient.setQueryData(firmKeys.settings, firm);
    void queryClient.invalidateQueries({ queryKey: ['reports'] });
    void queryClient.invalidateQueries({ queryKey: ['verify'] });
  };
}
