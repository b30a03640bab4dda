import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@thamani/domain/system';

export function registerHealthRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['system'], summary: 'Liveness', response: { 200: HealthResponseSchema } } },
      async () => ({ status: 'ok' as const }),
    );
}
