import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BackupStartedSchema } from '@thamani/domain/backups';
import { apiRequest } from '@/lib/api-client';
import { BACKUPS_PATH, backupsKey } from './get-backups';

/** POST /api/admin/backups — "Back up now": queues the backup job (409 while one runs). */
export function startBackup() {
  return apiRequest(BACKUPS_PATH, { method: 'POST', schema: BackupStartedSchema });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
