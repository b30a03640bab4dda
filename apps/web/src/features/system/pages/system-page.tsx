import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemStatus } from '../api/get-system-status';
import { BackupsCard } from '../components/backups-card';
import { FailedJobs } from '../components/failed-jobs';
import { MailCard } from '../components/mail-card';
import { StorageCard } from '../components/storage-card';

/** /admin/system — what needs an admin's attention: failed tasks, backups, mail and storage. */
export function SystemPage() {
  const status = useSystemStatus();
  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">System</h1>
        <p className="text-muted-foreground">
          Background tasks that failed, the last backups, and how mail and files are doing.
        </p>
      </header>
      {status.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading the system status">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : status.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {status.error.message}
        </p>
      ) : (
        <div className="grid gap-6">
          <FailedJobs jobs={status.data.failedJobs} />
          <div className="grid gap-4 md:grid-cols-2">
            <BackupsCard />
            <MailCard mail={status.data.mail} />
            <StorageCard storage={status.data.storage} />
          </div>
        </div>
      )}
    </AreaShell>
  );
}
