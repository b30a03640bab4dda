/** The admin dashboard's front door. Other modules import only this file. */
export { registerAdminDashboardRoutes } from './admin-dashboard.routes.ts';
