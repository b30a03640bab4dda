import type { QueryClient } from '@tanstack/react-query';
import { visitsKey } from './get-visits';

/**
 * A visit change moves its request too (scheduled, in-progress, back to assigned): refresh
 * every visit and request query, including the ones not on screen (long cache times).
 */
export function invalidateVisitsAndRequests(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: visitsKey, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: ['requests'], refetchType: 'all' }),
  ]);
}
