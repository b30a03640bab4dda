import { useQueryClient } from '@tanstack/react-query';
import { ApplyExtractionResultSchema, ExtractionSchema, type ConfirmedFields } from '@thamani/domain/extractions';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';
import { extractionPath } from './get-extraction';

/** POST /api/extractions/:id/confirm — the corrected fields. */
export function useConfirmExtraction(id: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('extraction.confirm', {
    mutationFn: (fields: ConfirmedFields) => apiRequest(`${extractionPath(id)}/confirm`, { method: 'POST', body: { fields }, schema: ExtractionSchema }),
    onSuccess: (saved) => queryClient.setQueryData(extractionKeys.detail(id), saved),
    keep: () => [extractionKeys.detail(id)],
  });
}

/** POST /api/extractions/:id/apply — update the request's property from the confirmed fields. */
export function useApplyExtraction(id: string) {
  return useChangeMutation('extraction.apply', {
    mutationFn: (requestId: string) => apiRequest(`${extractionPath(id)}/apply`, { method: 'POST', body: { requestId }, schema: ApplyExtractionResultSchema }),
  });
}
