import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminDashboardQuery, AdminDashboardSchema } from '@thamani/domain/admin-dashboard';
import { apiRequest } from '@/lib/api-client';
import { adminDashboardKeys } from '@/lib/query-keys/admin-dashboard-keys';
import { ADMIN_DASHBOARD_URL } from './admin-dashboard-url';

/** GET /api/admin/dashboard — the firm's figures for a range of Nairobi days (none given: the last 30). */
export function getAdminDashboard(query: AdminDashboardQuery, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (query.from) {
    search.set('from', query.from);
  }
  if (query.to) {
    search.set('to', query.to);
  }
  const qs = search.toString();
  return apiRequest(`${ADMIN_DASHBOARD_URL}${qs ? `?${qs}` : ''}`, { schema: AdminDashboardSchema, signal });
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
