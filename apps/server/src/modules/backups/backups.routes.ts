import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BackupListSchema, BackupParamsSchema, BackupStartedSchema } from '@thamani/domain/backups';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/client.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { contentDisposition } from '../documents/documents.routes.ts';
import { registerBackupJob, scheduleNightlyBackups } from './backups.job.ts';
import { listBackups, openBackupArchive, startManualBackup } from './backups.service.ts';

/** The admin's backups (list, back up now, download), the backup job and the nightly timer. */
export async function registerBackups(app: FastifyInstance, ctx: AppContext, kind: Database['kind']): Promise<void> {
  await registerBackupJob(ctx, kind);
  const stopNightly = scheduleNightlyBackups(ctx, (error) => app.log.error({ err: error }, 'the nightly backup could not be queued'));
  app.addHook('onClose', async () => stopNightly());

  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['admin'];
  const backupManagers = { preHandler: ctx.guard.requirePermission('backup:manage') };

  r.get(
    '/api/admin/backups',
    {
      ...backupManagers,
      schema: {
        tags,
        summary: 'Backup runs (admins): the latest 50, newest first, with the next nightly run and the retention setting',
        security,
        response: { 200: BackupListSchema },
      },
    },
    async () => listBackups(ctx),
  );

  r.post(
    '/api/admin/backups',
    {
      ...backupManagers,
      schema: {
        tags,
        summary: 'Back up now (admins): queues a backup job (audited); follow it at GET /api/jobs/:id',
        description: '409 while another backup is running.',
        security,
        response: { 202: BackupStartedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await startManualBackup(ctx, getIdentity(request))),
  );

  r.get(
    '/api/admin/backups/:id/download',
    {
      ...backupManagers,
      schema: {
        tags,
        summary: 'A backup archive (admins): a .tar.gz attachment; every download is audited',
        description: '409 when the run failed, is running, or retention has removed its archive.',
        security,
        params: BackupParamsSchema,
      },
    },
    async (request, reply) => {
      const archive = await openBackupArchive(ctx, getIdentity(request), request.params.id);
      reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', contentDisposition(archive.filename))
        .header('content-length', archive.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(archive.content);
    },
  );
}
