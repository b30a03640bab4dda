import { useQuery } from '@tanstack/react-query';
import { pageOf } from '@thamani/domain/pagination';
import { RequestDetailSchema, RequestListItemSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from '@/lib/query-keys/request-keys';

const RequestPageSchema = pageOf(RequestListItemSchema);

/** GET /api/requests — the person's own requests, newest first (the first 50 are offered). */
export function useScanRequestChoices(enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.scanChoices,
    queryFn: ({ signal }) => apiRequest('/api/requests?limit=50', { schema: RequestPageSchema, signal }),
    enabled,
  });
}

/** GET /api/requests/:id — the request named in the address (whoever may see it). */
export function useScanRequest(requestId: string | null) {
  return useQuery({
    queryKey: requestKeys.scanDetail(requestId),
    queryFn: ({ signal }) => apiRequest(`/api/requests/${encodeURIComponent(requestId ?? '')}`, { schema: RequestDetailSchema, signal }),
    enabled: requestId !== null,
  });
}
