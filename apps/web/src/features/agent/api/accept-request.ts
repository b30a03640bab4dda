import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRequestAction } from './use-request-action';

/** An agent takes an unassigned pending request (→ assigned). */
export function acceptRequest(requestId: string) {
  return callEndpoint(REQUEST_ENDPOINTS.accept, { params: { id: requestId } });
}

export function useAcceptRequest() {
  return useRequestAction({
    mutationFn: acceptRequest,
    success: 'Request accepted',
    failure: 'Failed to accept request',
  });
}
