import { type AssignRequestBody, RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { useRequestAction } from './use-request-action';

/** POST /api/requests/:id/assign (admin) — give the request to an agent (→ assigned). */
export function assignRequest({ requestId, agentId }: { requestId: string } & AssignRequestBody) {
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/assign`, {
    method: 'POST',
    body: { agentId } satisfies AssignRequestBody,
    schema: RequestDetailSchema,
  });
}

export function useAssignRequest() {
  return useRequestAction({
    mutationFn: assignRequest,
    success: 'Request assigned',
    failure: 'Failed to assign request',
  });
}
