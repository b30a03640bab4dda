import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the requests area; every key starts with 'requests' so one prefix reaches them all. */
export const requestKeys = {
  all: ['requests'] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
};

/**
 * After a request is created or changes: every cached list and the counters refetch, active or
 * not — the query cache never refetches on mount, so an inactive list would
 * otherwise show stale rows when the user goes back to it. `keepDetailOf` spares the detail the
 * caller has just written from the mutation's response.
 */
export function invalidateRequestQueries(queryClient: QueryClient, keepDetailOf?: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: requestKeys.all,
    refetchType: 'all',
    predicate: (query) => !(keepDetailOf && query.queryKey[1] === 'detail' && query.queryKey[2] === keepDetailOf),
  });
}
