import type { FastifyInstance } from 'fastify';
import { ADMIN_DASHBOARD_ENDPOINTS as E } from '@thamani/domain/admin-dashboard.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

/** The admins' dashboard (ADMIN_DASHBOARD_ENDPOINTS). */
export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.dashboard, ({ identity, query }) => getAdminDashboard(ctx, identity, query));
}
