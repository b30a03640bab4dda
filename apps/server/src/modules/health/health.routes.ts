import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema, LivenessResponseSchema, ReadinessResponseSchema } from '@thamani/domain/system';
import type { AppContext } from '#context.ts';
import { checkReadiness } from './readiness.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness (kept for existing pollers; same as /api/health/live)',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/health/live',
    {
      schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: LivenessResponseSchema } },
    },
    async () => ({ status: 'live' as const }),
  );
  r.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: database reachable, migrations applied, storage writable, job queue running (503 naming the failed checks)',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const result = await checkReadiness(ctx);
      return reply.code(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
}
