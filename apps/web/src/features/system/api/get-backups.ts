import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupList } from '@thamani/domain/backups';
import { BACKUP_ENDPOINTS } from '@thamani/domain/backups.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { systemKeys } from '@/lib/query-keys/system-keys';

/** While a backup runs, the list is read again this often (its row turns succeeded or failed). */
const RUNNING_POLL_MS = 2000;

/** The latest runs, newest first, the next nightly run and the retention in words. */
export function getBackups(signal?: AbortSignal) {
  return callEndpoint(BACKUP_ENDPOINTS.list, { signal });
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
