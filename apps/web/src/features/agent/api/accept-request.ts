import { RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { useRequestAction } from './use-request-action';

/** POST /api/requests/:id/accept — an agent takes an unassigned pending request (→ assigned). */
export function acceptRequest(requestId: string) {
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/accept`, {
    method: 'POST',
    schema: RequestDetailSchema,
  });
}

export function useAcceptRequest() {
  return useRequestAction({
    mutationFn: acceptRequest,
    success: 'Request accepted',
    failure: 'Failed to accept request',
  });
}
