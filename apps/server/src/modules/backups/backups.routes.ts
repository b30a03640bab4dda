import type { FastifyInstance } from 'fastify';
import { BACKUP_ENDPOINTS as E } from '@thamani/domain/backups.endpoints';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/client.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { contentDisposition } from '#platform/http/content-disposition.ts';
import { registerBackupJob, scheduleNightlyBackups } from './backups.job.ts';
import { listBackups, openBackupArchive, startManualBackup } from './backups.service.ts';

/** The admin's backups (BACKUP_ENDPOINTS: list, back up now, download), the backup job and the nightly timer. */
export async function registerBackups(app: FastifyInstance, ctx: AppContext, kind: Database['kind']): Promise<void> {
  await registerBackupJob(ctx, kind);
  const stopNightly = scheduleNightlyBackups(ctx, (error) => app.log.error({ err: error }, 'the nightly backup could not be queued'));
  app.addHook('onClose', async () => stopNightly());

  serveEndpoint(app, ctx.guard, E.list, () => listBackups(ctx));

  serveEndpoint(app, ctx.guard, E.start, ({ identity }) => startManualBackup(ctx, identity));

  serveEndpoint(app, ctx.guard, E.download, async ({ identity, params, reply }) => {
    const archive = await openBackupArchive(ctx, identity, params.id);
    reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', contentDisposition(archive.filename))
      .header('content-length', archive.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return reply.send(archive.content);
  });
}
