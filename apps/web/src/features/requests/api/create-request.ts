import { useQueryClient } from '@tanstack/react-query';
import type { CreateRequestBody } from '@thamani/domain/requests';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** Orders a valuation: creates the property and the request (pending, priority normal). */
export function createRequest(body: CreateRequestBody) {
  return callEndpoint(REQUEST_ENDPOINTS.create, { body });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useChangeMutation('request.create', {
    mutationFn: createRequest,
    onSuccess: (detail) => {
      // The detail page opens from the response without a fetch; lists and counters refetch.
      queryClient.setQueryData(requestKeys.detail(detail.id), detail);
    },
    keep: (detail) => [requestKeys.detail(detail.id)],
  });
}
