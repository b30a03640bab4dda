import { BACKUP_ENDPOINTS } from '@thamani/domain/backups.endpoints';
import { pathOf } from '@thamani/domain/endpoints';

/** The archive as an attachment (a plain link: the browser downloads it). */
export function backupDownloadUrl(backupId: string): string {
  return pathOf(BACKUP_ENDPOINTS.download, { id: backupId });
}
