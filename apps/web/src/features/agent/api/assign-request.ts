import type { AssignRequestBody } from '@thamani/domain/requests';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRequestAction } from './use-request-action';

/** An admin gives the request to an agent (→ assigned). */
export function assignRequest({ requestId, agentId }: { requestId: string } & AssignRequestBody) {
  return callEndpoint(REQUEST_ENDPOINTS.assign, { params: { id: requestId }, body: { agentId } });
}

export function useAssignRequest() {
  return useRequestAction({
    mutationFn: assignRequest,
    success: 'Request assigned',
    failure: 'Failed to assign request',
  });
}
