import type { FastifyInstance } from 'fastify';
import { SYSTEM_ENDPOINTS as E } from '@thamani/domain/system.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getSystemStatus, retryFailedJob, sendTestMail } from './system.service.ts';

/** The admin's System page: failed jobs (retry), backups, mail and storage (SYSTEM_ENDPOINTS). */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.status, () => getSystemStatus(ctx));

  serveEndpoint(app, ctx.guard, E.retryJob, ({ identity, params }) => retryFailedJob(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.testMail, ({ identity }) => sendTestMail(ctx, identity));
}
