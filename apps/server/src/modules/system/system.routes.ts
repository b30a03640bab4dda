import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobIdParamsSchema } from '@thamani/domain/jobs';
import { RetryJobResponseSchema, SystemStatusSchema, TestMailResponseSchema } from '@thamani/domain/system';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { getSystemStatus, retryFailedJob, sendTestMail } from './system.service.ts';

/** The admin's System page: failed jobs (retry), backups, mail and storage. */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const systemReaders = { preHandler: ctx.guard.requirePermission('system:operate') };
  const tags = ['admin'];
  const security = AUTH_SECURITY;

  r.get(
    '/api/admin/system',
    {
      ...systemReaders,
      schema: {
        tags,
        summary: 'Failed background jobs, the latest backups, mail and storage status (admins)',
        security,
        response: { 200: SystemStatusSchema },
      },
    },
    async () => getSystemStatus(ctx),
  );

  r.post(
    '/api/admin/system/jobs/:id/retry',
    {
      ...systemReaders,
      schema: {
        tags,
        summary: 'Queue a failed job once more (admins; audited; 404 when it is not a failed job)',
        security,
        params: JobIdParamsSchema,
        response: { 200: RetryJobResponseSchema },
      },
    },
    async (request) => retryFailedJob(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/admin/system/test-mail',
    {
      ...systemReaders,
      schema: {
        tags,
        summary: "Send a test e-mail to the admin's own address (admins; audited)",
        security,
        response: { 202: TestMailResponseSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await sendTestMail(ctx, getIdentity(request))),
  );
}
