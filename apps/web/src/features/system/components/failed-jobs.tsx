import { formatDateTime } from '@thamani/domain/display';
import type { FailedJob } from '@thamani/domain/system';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRetryJob } from '../api/retry-job';
import { runChange } from '@/lib/cache/run-change';

/** Background tasks that failed for good: what people were told, the raw error, and a retry. */
export function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Failed tasks
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No failed tasks. Everything sent in the background went through.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Failed tasks">
          {jobs.map((job) => (
            <FailedJobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FailedJobItem({ job }: { job: FailedJob }) {
  const id = useId();
  const retry = useRetryJob();
  const onRetry = () =>
    runChange(retry, job.id, {
      onSuccess: () => toast.success(`${job.label}: tried again`),
      onError: (error) => toast.error(error.message),
    });
  return (
    <li className="grid gap-2 rounded-lg border border-destructive/50 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {job.label}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Failed</dt>
        <dd>{formatDateTime(job.failedAt)}</dd>
        <dt className="text-muted-foreground">Attempts</dt>
        <dd>{job.attempts}</dd>
        <dt className="text-muted-foreground">Task</dt>
        <dd className="break-all font-mono text-xs leading-5">{job.name}</dd>
        <dt className="text-muted-foreground">People saw</dt>
        <dd>{job.messageForPeople}</dd>
      </dl>
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Error</p>
        <pre className="whitespace-pre-wrap wrap-anywhere rounded-md bg-muted p-2 text-xs">{job.error}</pre>
      </div>
      <Button className="w-fit" onClick={onRetry} disabled={retry.isPending} aria-describedby={`${id}-title`}>
        {retry.isPending ? <Spinner className="size-4 text-current" label="Retrying" /> : null}
        Retry
      </Button>
    </li>
  );
}
