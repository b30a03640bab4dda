import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobIdParamsSchema, JobStatusResponseSchema } from '@thamani/domain/jobs';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { getJobProgress } from './jobs.service.ts';

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/jobs/:id',
    {
      preHandler: ctx.guard.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'A background job’s state and progress (for the person who caused it, and admins; others 404)',
        security: AUTH_SECURITY,
        params: JobIdParamsSchema,
        response: { 200: JobStatusResponseSchema },
      },
    },
    async (request) => getJobProgress(ctx.jobs, getIdentity(request), request.params.id),
  );
}
