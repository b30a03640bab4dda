import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRequestAction } from './use-request-action';

/** Hands a request back: back to the unassigned queue (→ pending). */
export function releaseRequest(requestId: string) {
  return callEndpoint(REQUEST_ENDPOINTS.release, { params: { id: requestId } });
}

export function useReleaseRequest() {
  return useRequestAction({
    mutationFn: releaseRequest,
    success: 'Request released',
    failure: 'Failed to release request',
  });
}
