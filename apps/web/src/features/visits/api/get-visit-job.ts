import { queryOptions, useQuery } from '@tanstack/react-query';
import { RequestDetailSchema } from '@thamani/domain/requests';
import { apiRequest } from '@/lib/api-client';
import { requestKeys } from '@/lib/query-keys/request-keys';

/**
 * GET /api/requests/:id — the job a visit is being booked for (reference, property, client,
 * contact phone, preferred date, priority, due date). The key is the requests area's detail key
 * (requestKeys.detail), so both read one cache entry and every request change refreshes it.
 */
export function visitJobQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/requests/${encodeURIComponent(requestId)}`, { schema: RequestDetailSchema, signal }),
  });
}

export function useVisitJob(requestId: string | null) {
  return useQuery({ ...visitJobQueryOptions(requestId ?? ''), enabled: requestId !== null });
}
