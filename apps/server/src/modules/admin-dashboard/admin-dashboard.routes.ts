import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminDashboardQuerySchema, AdminDashboardSchema } from '@thamani/domain/admin-dashboard';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/dashboard',
    {
      preHandler: ctx.guard.requirePermission('dashboard:firm'),
      schema: {
        tags: ['admin'],
        summary:
          "The firm's figures for a range of Nairobi days (default the last 30): received, open, overdue, completed, turnaround, revision rate, per valuer, by county and purpose, certificate warnings (admins)",
        security: AUTH_SECURITY,
        querystring: AdminDashboardQuerySchema,
        response: { 200: AdminDashboardSchema },
      },
    },
    async (request) => getAdminDashboard(ctx, getIdentity(request), request.query),
  );
}
