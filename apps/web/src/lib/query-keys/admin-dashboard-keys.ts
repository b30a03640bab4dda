import type { AdminDashboardQuery } from '@thamani/domain/admin-dashboard';

/** Query keys of the admin's dashboard; every one starts with 'admin-dashboard'. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  range: (query: AdminDashboardQuery) => ['admin-dashboard', query] as const,
};
