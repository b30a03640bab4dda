import { BACKUP_ENDPOINTS } from '@thamani/domain/backups.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** "Back up now": queues the backup job (409 while one runs). */
export function startBackup() {
  return callEndpoint(BACKUP_ENDPOINTS.start, {});
}

export function useStartBackup() {
  return useChangeMutation('system.start-backup', {
    mutationFn: startBackup,
    refreshOnError: () => true,
  });
}
