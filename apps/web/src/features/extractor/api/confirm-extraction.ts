import { useQueryClient } from '@tanstack/react-query';
import type { ConfirmedFields } from '@thamani/domain/extractions';
import { EXTRACTION_ENDPOINTS } from '@thamani/domain/extractions.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';

/** Confirm the corrected fields. */
export function useConfirmExtraction(id: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('extraction.confirm', {
    mutationFn: (fields: ConfirmedFields) => callEndpoint(EXTRACTION_ENDPOINTS.confirm, { params: { id }, body: { fields } }),
    onSuccess: (saved) => queryClient.setQueryData(extractionKeys.detail(id), saved),
    keep: () => [extractionKeys.detail(id)],
  });
}

/** Update the request's property from the confirmed fields. */
export function useApplyExtraction(id: string) {
  return useChangeMutation('extraction.apply', {
    mutationFn: (requestId: string) => callEndpoint(EXTRACTION_ENDPOINTS.apply, { params: { id }, body: { requestId } }),
  });
}
