/**
 * GET /api/admin/dashboard: the firm's figures, for the last 30 Nairobi days when no range is
 * given. Opened without a range, the dashboard's HTML preloads exactly this URL
 * (app/signed-in-modules.ts), so the figures travel with the page's code. The path of
 * ADMIN_DASHBOARD_ENDPOINTS.dashboard, written out: the Vite config imports this file, and Node
 * loads @thamani/domain's TypeScript there unbundled, which it cannot (admin-dashboard-url.test.ts
 * holds them equal).
 */
// eslint-disable-next-line no-restricted-syntax -- read at build time, where the contract cannot be loaded (above)
export const ADMIN_DASHBOARD_URL = '/api/admin/dashboard';
