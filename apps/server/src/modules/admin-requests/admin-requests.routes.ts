import type { FastifyInstance } from 'fastify';
import { ADMIN_REQUESTS_ENDPOINTS as E } from '@thamani/domain/admin-requests.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { listAdminRequests } from './admin-requests.service.ts';

/** The admins' list of every request (ADMIN_REQUESTS_ENDPOINTS). */
export function registerAdminRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ identity, query }) => listAdminRequests(ctx, identity, query));
}
