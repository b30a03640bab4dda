import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS } from '@thamani/domain/auth.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, AUTH_ENDPOINTS.validate, async ({ identity }) => ({ role: identity.role }));
}
