import { queryOptions, useQuery } from '@tanstack/react-query';
import { BackupListSchema, type BackupList } from '@thamani/domain/backups';
import { apiRequest } from '@/lib/api-client';
import { systemKeys } from '@/lib/query-keys/system-keys';

export const BACKUPS_PATH = '/api/admin/backups';
/** While a backup runs, the list is read again this often (its row turns succeeded or failed). */
const RUNNING_POLL_MS = 2000;

/** GET /api/admin/backups — the latest runs, newest first, the next nightly run and the retention in words. */
export function getBackups(signal?: AbortSignal) {
  return apiRequest(BACKUPS_PATH, { schema: BackupListSchema, signal });
}

export const isBackupRunning = (list: BackupList | undefined) => list?.items.some((b) => b.status === 'running') ?? false;

export function backupsQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.backups,
    queryFn: ({ signal }) => getBackups(signal),
    refetchInterval: (query) => (isBackupRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
}

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
