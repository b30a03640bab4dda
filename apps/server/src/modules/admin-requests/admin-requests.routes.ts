import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminRequestsPageSchema, AdminRequestsQuerySchema } from '@thamani/domain/admin-requests';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { listAdminRequests } from './admin-requests.service.ts';

export function registerAdminRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/requests',
    {
      preHandler: ctx.guard.requirePermission('request:read-any'),
      schema: {
        tags: ['admin'],
        summary:
          'Every request (admins), filtered by status or open, county, purpose, valuer or unassigned, overdue, revised, received and completed Nairobi dates; newest received first, keyset pages',
        security: AUTH_SECURITY,
        querystring: AdminRequestsQuerySchema,
        response: { 200: AdminRequestsPageSchema },
      },
    },
    async (request) => listAdminRequests(ctx, getIdentity(request), request.query),
  );
}
