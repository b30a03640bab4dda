import { BackupStartedSchema } from '@thamani/domain/backups';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { BACKUPS_PATH } from './get-backups';

/** POST /api/admin/backups — "Back up now": queues the backup job (409 while one runs). */
export function startBackup() {
  return apiRequest(BACKUPS_PATH, { method: 'POST', schema: BackupStartedSchema });
}

export function useStartBackup() {
  return useChangeMutation('system.start-backup', {
    mutationFn: startBackup,
    refreshOnError: () => true,
  });
}
