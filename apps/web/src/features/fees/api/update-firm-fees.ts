import { useQueryClient } from '@tanstack/react-query';
import type { FirmFeesView, UpdateFirmFees } from '@thamani/domain/fees';
import { FEES_ENDPOINTS } from '@thamani/domain/fees.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { feeKeys } from '@/lib/query-keys/fee-keys';

/** Save the firm's fee settings (audited; a fixed fee with its reason). New quotes use them at once. */
export function updateFirmFees(body: UpdateFirmFees) {
  return callEndpoint(FEES_ENDPOINTS.update, { body });
}

export function useUpdateFirmFees() {
  const queryClient = useQueryClient();
  return useChangeMutation('fees.update', {
    mutationFn: updateFirmFees,
    onSuccess: (saved: FirmFeesView) => {
      queryClient.setQueryData(feeKeys.settings, saved);
    },
    keep: () => [feeKeys.settings],
  });
}
