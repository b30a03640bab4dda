import type { RequestStatus } from '@thamani/domain/requests';

/**
 * Query keys of requests, whichever screen shows them (the client's lists and counters, the
 * valuer's queue, a visit's job, the scan page's choices). Every key starts with 'requests', so
 * one prefix reaches them all: a request change refreshes every screen that shows one.
 */
export const requestKeys = {
  all: ['requests'] as const,
  /** One page of the client's own requests (the dashboard reads the first). */
  list: <Params extends object>(params: Params) => ['requests', 'list', params] as const,
  /** Every page so far, for "Load more" (a key of its own: the cached shape differs). */
  infinite: (params: { limit: number; status: RequestStatus | null }) => ['requests', 'list', 'infinite', params] as const,
  stats: ['requests', 'stats'] as const,
  /** One request; a visit's job reads the same entry. */
  detail: (id: string) => ['requests', 'detail', id] as const,
  /** The valuer's queue and its counters. */
  queue: ['requests', 'queue'] as const,
  queuePages: <Filters extends object>(filters: Filters) => ['requests', 'queue', filters] as const,
  queueCounts: ['requests', 'queue', 'counts'] as const,
  /** The scan page's own reads (its own shape, so entries of their own). */
  scanChoices: ['requests', 'list', { limit: 50 }, 'scan'] as const,
  scanDetail: (id: string | null) => ['requests', 'detail', id, 'scan'] as const,
};
