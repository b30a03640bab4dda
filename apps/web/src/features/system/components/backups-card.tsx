import { formatDateTime, formatFileSize } from '@thamani/domain/display';
import { SYSTEM_MESSAGES, type LastBackup } from '@thamani/domain/system';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';

const TRIGGER_WORDS: Record<LastBackup['trigger'], string> = {
  nightly: 'Nightly',
  manual: 'By an admin',
  command: 'From the command line',
};
const STATUS_WORDS: Record<LastBackup['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** The newest backup first; a failed newest backup is shown as an alert. */
export function BackupsCard({ backups }: { backups: LastBackup[] }) {
  const id = useId();
  const [last, ...earlier] = backups;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Backups
      </h2>
      {!last ? (
        <p className="text-sm text-muted-foreground">{SYSTEM_MESSAGES.noBackup}</p>
      ) : last.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>The last backup failed ({formatDateTime(last.startedAt)})</AlertTitle>
          <AlertDescription>
            <p>{last.error ?? 'No reason was recorded.'}</p>
          </AlertDescription>
        </Alert>
      ) : (
        <BackupLine backup={last} label="Last backup" />
      )}
      {earlier.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Earlier backups">
          {earlier.map((backup) => (
            <li key={backup.id}>
              <BackupLine backup={backup} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function BackupLine({ backup, label }: { backup: LastBackup; label?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {label ? <span className="font-medium">{label}:</span> : null}
      <span>{formatDateTime(backup.startedAt)}</span>
      <Badge
        variant={backup.status === 'failed' ? 'destructive' : backup.status === 'succeeded' ? 'success' : 'secondary'}
      >
        {STATUS_WORDS[backup.status]}
      </Badge>
      <span className="text-muted-foreground">{TRIGGER_WORDS[backup.trigger]}</span>
      {backup.sizeBytes !== null ? (
        <span className="text-muted-foreground">{formatFileSize(backup.sizeBytes)}</span>
      ) : null}
    </p>
  );
}
