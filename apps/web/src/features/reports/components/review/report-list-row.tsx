import { dueDateLabel, formatDateTime } from '@thamani/domain/display';
import type { ReportListItem } from '@thamani/domain/reports';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { ReportStatusBadge } from '@/entities/report/components/report-status-badge';
import { submissionLabel } from './submission-label';

/** One report in the admin's lists: request, valuer, submission, due date; the title opens the review. */
export function ReportListRow({ item, showStatus = false }: { item: ReportListItem; showStatus?: boolean }) {
  const titleId = `report-${item.id}-title`;
  const submission = submissionLabel(item.submissions);
  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          id={titleId}
          to={paths.admin.report(item.id)}
          className="rounded-sm font-semibold wrap-anywhere text-primary underline underline-offset-4"
        >
          {item.title}
        </Link>
        {showStatus ? <ReportStatusBadge status={item.status} /> : null}
        {submission ? <Badge variant="outline">{submission}</Badge> : null}
        {item.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <Fact label="Valuer" value={item.author.name} />
        <Fact label="Submitted" value={item.submittedAt ? formatDateTime(item.submittedAt) : 'Not yet'} />
        <Fact label="Due date" value={dueDateLabel(item.dueDate)} />
      </dl>
      <p className="text-xs text-muted-foreground">Template: {item.templateName}</p>
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1 sm:flex-col sm:gap-0">
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  );
}
