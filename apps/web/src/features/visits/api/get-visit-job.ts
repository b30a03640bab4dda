import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_ENDPOINTS } from '@thamani/domain/requests.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { requestKeys } from '@/lib/query-keys/request-keys';

/**
 * The request a visit is being booked for (reference, property, client,
 * contact phone, preferred date, priority, due date). The key is the requests area's detail key
 * (requestKeys.detail), so both read one cache entry and every request change refreshes it.
 */
export function visitJobQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) => callEndpoint(REQUEST_ENDPOINTS.request, { params: { id: requestId }, signal }),
  });
}

export function useVisitJob(requestId: string | null) {
  return useQuery({ ...visitJobQueryOptions(requestId ?? ''), enabled: requestId !== null });
}
