import { useQueryClient } from '@tanstack/react-query';
import type { FirmSettings } from '@thamani/domain/firm';
import { firmKeys } from '@/lib/query-keys/firm-keys';

/** After any change to the firm: show the answer at once (the screens that show the firm refetch: lib/cache/cache-effects.ts). */
export function useFirmSaved() {
  const queryClient = useQueryClient();
  return (firm: FirmSettings) => {
    queryClient.setQueryData(firmKeys.settings, firm);
  };
}
