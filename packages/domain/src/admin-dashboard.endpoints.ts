import { AdminDashboardQuerySchema, AdminDashboardSchema } from './admin-dashboard.ts';
import { endpoint } from './endpoints.ts';

/** The firm's figures for the admins' dashboard. */
export const ADMIN_DASHBOARD_ENDPOINTS = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'dashboard:firm',
    query: AdminDashboardQuerySchema,
    response: AdminDashboardSchema,
    tag: 'admin',
    summary:
      "The firm's figures for a range of Nairobi days (default the last 30): received, open, overdue, completed, turnaround, revision rate, per valuer, by county and purpose, certificate warnings (admins)",
  }),
};
