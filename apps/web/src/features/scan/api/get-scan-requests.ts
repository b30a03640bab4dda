import { useQuery } from '@tanstack/react-query';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

/** The person's own requests, newest first (the first 50 are offered). */
export function useScanRequestChoices(enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.scanChoices,
    queryFn: ({ signal }) => callEndpoint(REQUEST_ENDPOINTS.mine, { query: new URLSearchParams({ limit: '50' }), signal }),
    enabled,
  });
}

/** The request named in the address (whoever may see it). */
export function useScanRequest(requestId: string | null) {
  return useQuery({
    queryKey: requestKeys.scanDetail(requestId),
    queryFn: ({ signal }) => callEndpoint(REQUEST_ENDPOINTS.request, { params: { id: requestId ?? '' }, signal }),
    enabled: requestId !== null,
  });
}
