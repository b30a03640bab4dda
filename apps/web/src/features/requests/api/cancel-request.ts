import { useQueryClient } from '@tanstack/react-query';
import type { CancelRequestBody } from '@thamani/domain/requests';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** Cancels a request: the requester while pending or assigned; an admin before completion. */
export function cancelRequest(id: string, body: CancelRequestBody) {
  return callEndpoint(REQUEST_ENDPOINTS.cancel, { params: { id }, body });
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
