import { BackupListSchema, BackupParamsSchema, BackupStartedSchema } from './backups.ts';
import { endpoint } from './endpoints.ts';

/** The admin's backups: the list, "back up now" and each archive's download. */
const tag = 'admin';

export const BACKUP_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/backups',
    access: 'backup:manage',
    response: BackupListSchema,
    tag,
    summary: 'Backup runs (admins): the latest 50, newest first, with the next nightly run and the retention setting',
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/admin/backups',
    access: 'backup:manage',
    response: BackupStartedSchema,
    status: 202,
    tag,
    summary: 'Back up now (admins): queues a backup job (audited); follow it at GET /api/jobs/:id',
    description: '409 while another backup is running.',
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/admin/backups/:id/download',
    access: 'backup:manage',
    params: BackupParamsSchema,
    response: 'file',
    tag,
    summary: 'A backup archive (admins): a .tar.gz attachment; every download is audited',
    description: '409 when the run failed, is running, or retention has removed its archive.',
  }),
};
