import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateRequestBody, RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { invalidateRequestQueries, requestKeys } from './request-keys';

/** POST /api/requests — creates the property and the request (pending, priority normal). */
export function createRequest(body: CreateRequestBody) {
  return apiRequest('/api/requests', { method: 'POST', body, schema: RequestDetailSchema });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: (detail) => {
      // Lists and counters refetch; the detail page opens from the response without a fetch.
      void invalidateRequestQueries(queryClient, detail.id);
      queryClient.setQueryData(requestKeys.detail(detail.id), detail);
    },
  });
}
