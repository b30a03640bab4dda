/**
 * GET /api/admin/dashboard: the firm's figures, for the last 30 Nairobi days when no range is
 * given. Opened without a range, the dashboard's HTML preloads exactly this URL
 * (app/signed-in-modules.ts), so the figures travel with the page's code.
 */
export const ADMIN_DASHBOARD_URL = '/api/admin/dashboard';
