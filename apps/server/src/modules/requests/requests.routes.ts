import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PageQuerySchema, pageOf } from '@thamani/domain/pagination';
import { RequestListItemSchema, RequestStatsSchema } from '@thamani/domain/requests';
import type { AppContext } from '../../context.ts';
import { AUTH_SECURITY, getIdentity } from '../../platform/auth/guard.ts';
import { getOwnRequestStats, listOwnRequests } from './requests.service.ts';

export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;

  r.get(
    '/api/requests',
    {
      preHandler: ctx.guard.authenticate,
      schema: {
        tags: ['requests'],
        summary: "The caller's own valuation requests, newest first (keyset pagination)",
        security,
        querystring: PageQuerySchema,
        response: { 200: pageOf(RequestListItemSchema) },
      },
    },
    async (request) => listOwnRequests(ctx.db, getIdentity(request), request.query),
  );

  r.get(
    '/api/requests/stats',
    {
      preHandler: ctx.guard.authenticate,
      schema: { tags: ['requests'], summary: 'Dashboard counters (one SQL aggregate)', security, response: { 200: RequestStatsSchema } },
    },
    async (request) => getOwnRequestStats(ctx.db, getIdentity(request)),
  );
}
