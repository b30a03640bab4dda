import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
} from '@thamani/domain/limits';
import { QueryClient } from '@tanstack/react-query';

/** One retry, no refetch on focus/mount/reconnect, stale 10 min, kept 20 min (the realtime stream invalidates what changed). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRY,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
}
