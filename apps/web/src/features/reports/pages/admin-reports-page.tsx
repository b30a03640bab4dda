import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '@thamani/domain/reports';
import { useId, useState } from 'react';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { AdminReportList } from '../components/review/admin-report-list';

/** /admin/reports — the approval queue (oldest submission first), then every report by status. */
export function AdminReportsPage() {
  const [status, setStatus] = useState<ReportStatus | null>(null);
  const queueId = useId();
  const allId = useId();
  const filterId = useId();

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">
          Review what valuers submit: approve a report to issue its signed PDF to the client, or send it back with
          comments.
        </p>
      </header>
      <section aria-labelledby={queueId} className="grid gap-3">
        <div className="grid gap-1">
          <h2 id={queueId} className="text-xl font-semibold">
            Waiting for review
          </h2>
          <p className="text-sm text-muted-foreground">Oldest submission first.</p>
        </div>
        <AdminReportList
          filter={{ queue: 'review' }}
          label="Review queue"
          empty={{ title: 'Nothing to review', text: 'A report appears here as soon as a valuer submits it.' }}
        />
      </section>
      <section aria-labelledby={allId} className="grid gap-3">
        <h2 id={allId} className="text-xl font-semibold">
          All reports
        </h2>
        <div className="grid w-full max-w-xs min-w-0 gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Status
          </label>
          <select
            id={filterId}
            className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm"
            value={status ?? ''}
            onChange={(event) => setStatus(event.target.value === '' ? null : (event.target.value as ReportStatus))}
          >
            <option value="">All statuses</option>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REPORT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <AdminReportList
          filter={status ? { status } : {}}
          label="All reports"
          showStatus
          empty={{
            title: status ? `No reports with status “${REPORT_STATUS_LABELS[status]}”` : 'No reports yet',
            text: 'Reports appear here once valuers start writing them.',
          }}
        />
      </section>
    </AreaShell>
  );
}
