import { useQueryClient } from '@tanstack/react-query';
import type { Backup, BackupList } from '@thamani/domain/backups';
import { formatDateTime, formatFileSize } from '@thamani/domain/display';
import type { JobStatusResponse } from '@thamani/domain/jobs';
import { SYSTEM_MESSAGES } from '@thamani/domain/system';
import { useEffect, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { systemKeys } from '@/lib/query-keys/system-keys';
import { backupDownloadUrl } from '../api/backup-download';
import { isBackupRunning, useBackups } from '../api/get-backups';
import { useJob } from '../api/get-job';
import { useStartBackup } from '../api/start-backup';

const TRIGGER_WORDS: Record<Backup['trigger'], string> = {
  nightly: 'Nightly',
  manual: 'By an admin',
  command: 'From the command line',
};
const STATUS_WORDS: Record<Backup['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};
/** The runs listed on the page (the server keeps more history). */
const SHOWN_RUNS = 10;

/**
 * The backups: when the next nightly one runs and what is kept, "Back up now" with its job's
 * progress, a failed newest run as an alert with its reason, and each run with its archive's
 * download link while the archive is kept.
 */
export function BackupsCard() {
  const id = useId();
  const backups = useBackups();
  const start = useStartBackup();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const queryClient = useQueryClient();
  const jobState = job.data?.state;
  useEffect(() => {
    if (jobState === 'completed' || jobState === 'failed') {
      void queryClient.invalidateQueries({ queryKey: systemKeys.backups });
      void queryClient.invalidateQueries({ queryKey: systemKeys.status });
    }
  }, [jobState, queryClient]);

  const jobUnfinished = jobId !== null && (jobState === undefined || jobState === 'queued' || jobState === 'running');
  const busy = start.isPending || jobUnfinished || isBackupRunning(backups.data);
  const onStart = () => {
    setJobId(null);
    start.mutate(undefined, { onSuccess: (started) => setJobId(started.jobId) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Backups
      </h2>
      {backups.isPending ? (
        <Skeleton className="h-16" />
      ) : backups.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {backups.error.message}
        </p>
      ) : (
        <>
          <LastFailure list={backups.data} />
          <Schedule list={backups.data} />
        </>
      )}
      <div className="grid gap-2">
        <Button variant="outline" className="w-fit" onClick={onStart} disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" label="Backing up" /> : null}
          Back up now
        </Button>
        <p role="status" className="text-sm">
          {progressWords(start.isPending, jobId ? job.data : undefined, isBackupRunning(backups.data))}
        </p>
        {start.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {start.error.message}
          </p>
        ) : null}
      </div>
      {backups.data ? <Runs items={backups.data.items.slice(0, SHOWN_RUNS)} /> : null}
    </section>
  );
}

function progressWords(asking: boolean, job: JobStatusResponse | undefined, rowRunning: boolean): string {
  if (asking) {
    return 'Asking the server to back up…';
  }
  if (job?.state === 'queued') {
    return 'Backup queued: it starts in a moment.';
  }
  if (job?.state === 'running') {
    return `Backing up… ${job.progress > 0 ? `${job.progress}% ` : ''}The archive is listed below when it is written.`;
  }
  if (job?.state === 'completed') {
    return 'Backup finished. Download it below and keep a copy off this server.';
  }
  if (job?.state === 'failed') {
    return `The backup failed. ${job.error ?? ''}`.trim();
  }
  return rowRunning ? 'A backup is running. "Back up now" is available again when it has finished.' : '';
}

/** The newest finished run failed: its reason, where an admin cannot miss it. */
function LastFailure({ list }: { list: BackupList }) {
  const last = list.items.find((b) => b.status !== 'running');
  if (!last || last.status !== 'failed') {
    return null;
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>The last backup failed ({formatDateTime(last.startedAt)})</AlertTitle>
      <AlertDescription>
        <p>{last.error ?? 'No reason was recorded.'}</p>
      </AlertDescription>
    </Alert>
  );
}

function Schedule({ list }: { list: BackupList }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Next nightly backup</dt>
      <dd>{list.nextNightlyAt ? `${formatDateTime(list.nextNightlyAt)} (Nairobi time)` : 'Off: BACKUP_NIGHTLY_AT is off'}</dd>
      <dt className="text-muted-foreground">Archives kept</dt>
      <dd>{`Those of ${list.retention}; older ones are removed`}</dd>
    </dl>
  );
}

function Runs({ items }: { items: Backup[] }) {
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{SYSTEM_MESSAGES.noBackup}</p>;
  }
  return (
    <ul className="grid gap-3 text-sm" aria-label="Backup runs">
      {items.map((backup) => (
        <li key={backup.id} className="grid gap-1 border-t pt-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{formatDateTime(backup.startedAt)}</span>
            <Badge
              variant={backup.status === 'failed' ? 'destructive' : backup.status === 'succeeded' ? 'success' : 'secondary'}
            >
              {STATUS_WORDS[backup.status]}
            </Badge>
            <span className="text-muted-foreground">
              {TRIGGER_WORDS[backup.trigger]}
              {backup.requestedBy ? ` (${backup.requestedBy.name})` : ''}
            </span>
            {backup.sizeBytes !== null ? <span className="text-muted-foreground">{formatFileSize(backup.sizeBytes)}</span> : null}
          </p>
          {backup.status === 'failed' && backup.error ? <p className="text-destructive">{backup.error}</p> : null}
          {backup.downloadable ? (
            <Button asChild variant="link" className="h-auto w-fit p-0">
              <a
                href={backupDownloadUrl(backup.id)}
                download={backup.filename ?? true}
                aria-label={`Download the backup of ${formatDateTime(backup.startedAt)}`}
              >
                Download
              </a>
            </Button>
          ) : backup.status === 'succeeded' ? (
            <p className="text-muted-foreground">Archive removed by retention</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
