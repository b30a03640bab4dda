/** Query keys of visits. Every key starts with 'visits', so one invalidation refreshes lists, days and details. */
export const visitKeys = {
  all: ['visits'] as const,
  list: (limit: number) => ['visits', 'list', { limit }] as const,
  /** The caller's booked visits on one Nairobi day (while booking another). */
  day: (dateYmd: string) => ['visits', 'day', dateYmd] as const,
  /** The valuer's booked visits from today for a week (their dashboard). */
  upcoming: (todayYmd: string) => ['visits', 'upcoming', todayYmd] as const,
  detail: (visitId: string) => ['visits', 'detail', visitId] as const,
};
