import type { FastifyInstance } from 'fastify';
import { JOB_ENDPOINTS as E } from '@thamani/domain/jobs.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getJobProgress } from './jobs.service.ts';

/** A background job's progress (JOB_ENDPOINTS). */
export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.job, ({ identity, params }) => getJobProgress(ctx.jobs, identity, params.id));
}
