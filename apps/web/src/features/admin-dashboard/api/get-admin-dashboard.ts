import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardQuery } from '@thamani/domain/admin-dashboard';
import { ADMIN_DASHBOARD_ENDPOINTS } from '@thamani/domain/admin-dashboard.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { adminDashboardKeys } from '@/lib/query-keys/admin-dashboard-keys';

/**
 * The firm's figures for a range of Nairobi days (none given: the last 30, at exactly
 * ADMIN_DASHBOARD_URL, which the dashboard's HTML preloads).
 */
export function getAdminDashboard(query: AdminDashboardQuery, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (query.from) {
    search.set('from', query.from);
  }
  if (query.to) {
    search.set('to', query.to);
  }
  return callEndpoint(ADMIN_DASHBOARD_ENDPOINTS.dashboard, { query: search, signal });
}

export function adminDashboardQueryOptions(query: AdminDashboardQuery) {
  return queryOptions({
    queryKey: adminDashboardKeys.range(query),
    queryFn: ({ signal }) => getAdminDashboard(query, signal),
    // Changing the range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminDashboard(query: AdminDashboardQuery) {
  return useQuery(adminDashboardQueryOptions(query));
}
