import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromNairobiWallTime, parseYmd } from '@thamani/domain/nairobi-time';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { visitKeys } from '@/lib/query-keys/visit-keys';

/** Nairobi keeps one offset all year (no daylight saving), so a day is 24 hours from its midnight. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The most visits one valuer can have booked on a day: every 30-minute slot from 8:00 AM to 5:30 PM. */
const DAY_LIMIT = 20;

/**
 * GET /api/visits?from&to&status=scheduled — the caller's booked visits on one Nairobi day,
 * earliest first: what a valuer already has that day while booking another.
 */
export function dayVisitsQueryOptions(dateYmd: string) {
  return queryOptions({
    queryKey: visitKeys.day(dateYmd),
    queryFn: ({ signal }) => {
      const from = fromNairobiWallTime(dateYmd, 0, 0);
      const search = new URLSearchParams({
        from: from.toISOString(),
        to: new Date(from.getTime() + DAY_MS).toISOString(),
        status: 'scheduled',
        limit: String(DAY_LIMIT),
      });
      return callEndpoint(VISIT_ENDPOINTS.list, { query: search, signal });
    },
  });
}

export function useDayVisits(dateYmd: string) {
  return useQuery({ ...dayVisitsQueryOptions(dateYmd), enabled: parseYmd(dateYmd) !== null });
}
