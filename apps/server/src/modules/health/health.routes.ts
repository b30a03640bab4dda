import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_ENDPOINTS } from '@thamani/domain/health.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { checkReadiness } from './readiness.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, HEALTH_ENDPOINTS.health, async () => ({ status: 'ok' as const }));
  serveEndpoint(app, ctx.guard, HEALTH_ENDPOINTS.live, async () => ({ status: 'live' as const }));
  // Not ready is an answer, not an error: a 503 with the same body naming the failed checks,
  // which a success-only contract does not describe, so the route is registered by hand.
  const ready = HEALTH_ENDPOINTS.ready;
  app.withTypeProvider<ZodTypeProvider>().get(
    ready.path,
    { schema: { tags: [ready.tag], summary: ready.summary, response: { 200: ready.response, 503: ready.response } } },
    async (_request, reply) => {
      const result = await checkReadiness(ctx);
      return reply.code(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
}
