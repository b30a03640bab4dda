import { useQueryClient } from '@tanstack/react-query';
import { type CancelRequestBody, RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** POST /api/requests/:id/cancel — the requester while pending or assigned; an admin before completion. */
export function cancelRequest(id: string, body: CancelRequestBody) {
  return apiRequest(`/api/requests/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body,
    schema: RequestDetailSchema,
  });
}

export function useCancelRequest(id: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('request.cancel', {
    mutationFn: (body: CancelRequestBody) => cancelRequest(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(requestKeys.detail(id), detail);
    },
    keep: () => [requestKeys.detail(id)],
  });
}
