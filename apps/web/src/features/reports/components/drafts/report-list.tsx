import { dueDateLabel, formatDateTime } from '@thamani/domain/display';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportListItem, type ReportStatus } from '@thamani/domain/reports';
import { Link } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { SelectField } from '@/components/form/select-field';
import { LoadMoreButton } from '@/components/load-more-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ReportStatusBadge } from '@/entities/report/components/report-status-badge';
import { useReports } from '../../api/get-reports';

const FILTER_OPTIONS = [
  { value: '', label: 'All' },
  ...REPORT_STATUSES.map((status) => ({ value: status, label: REPORT_STATUS_LABELS[status] })),
];

/** The valuer's reports, newest change first, filtered by status; "Load more" pages on. */
export function ReportList({
  status,
  onStatusChange,
}: {
  status: ReportStatus | undefined;
  onStatusChange: (status: ReportStatus | undefined) => void;
}) {
  const query = useReports({ status });
  const reports = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="my-reports" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="my-reports" className="text-xl font-semibold">
          My reports
        </h2>
        <SelectField
          id="report-status-filter"
          label="Status"
          className="w-full sm:w-56"
          options={FILTER_OPTIONS}
          value={status ?? ''}
          onChange={(event) => onStatusChange(REPORT_STATUSES.find((s) => s === event.target.value))}
        />
      </div>
      {query.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status
            ? `No report is ${REPORT_STATUS_LABELS[status].toLowerCase()}.`
            : 'You have not started a report yet.'}
        </p>
      ) : null}
      {reports.length > 0 ? (
        <ul className="grid gap-3" aria-label="My reports">
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      ) : null}
      <LoadMoreButton query={query} className="justify-self-center" />
    </section>
  );
}

function ReportRow({ report }: { report: ReportListItem }) {
  const editable = report.status === 'draft' || report.status === 'changes_requested';
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.agent.report(report.id)}
          className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
        >
          {report.title}
        </Link>
        <ReportStatusBadge status={report.status} />
        {report.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {report.templateName} · Due {dueDateLabel(report.dueDate)} · Last saved {formatDateTime(report.updatedAt)}
        {report.submissions > 0
          ? ` · submitted ${report.submissions} ${report.submissions === 1 ? 'time' : 'times'}`
          : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant={editable ? 'default' : 'outline'}>
          <Link to={paths.agent.report(report.id)}>
            {editable ? 'Edit' : 'View'}
            <span className="sr-only"> the report for {report.title}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}
