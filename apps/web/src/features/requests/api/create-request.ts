import { useQueryClient } from '@tanstack/react-query';
import { type CreateRequestBody, RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** POST /api/requests — creates the property and the request (pending, priority normal). */
export function createRequest(body: CreateRequestBody) {
  return apiRequest('/api/requests', { method: 'POST', body, schema: RequestDetailSchema });
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
