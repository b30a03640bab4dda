import { RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { useRequestAction } from './use-request-action';

/** POST /api/requests/:id/release — back to the unassigned queue (→ pending). */
export function releaseRequest(requestId: string) {
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/release`, {
    method: 'POST',
    schema: RequestDetailSchema,
  });
}

export function useReleaseRequest() {
  return useRequestAction({
    mutationFn: releaseRequest,
    success: 'Request released',
    failure: 'Failed to release request',
  });
}
