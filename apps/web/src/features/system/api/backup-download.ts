import { BACKUPS_PATH } from './get-backups';

/** GET /api/admin/backups/:id/download — the archive as an attachment (a plain link: the browser downloads it). */
export function backupDownloadUrl(backupId: string): string {
  return `${BACKUPS_PATH}/${encodeURIComponent(backupId)}/download`;
}
