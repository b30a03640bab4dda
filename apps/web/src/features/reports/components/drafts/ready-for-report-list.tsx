import { dueDateLabel, formatDate } from '@thamani/domain/display';
import { REQUEST_PURPOSE_LABELS } from '@thamani/domain/requests';
import { Link } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useReadyForReport } from '../../api/get-reports';
import { StartReportDialog } from './start-report-dialog';

/** Requests whose inspection is submitted and that have no report yet: each can be started. */
export function ReadyForReportList() {
  const query = useReadyForReport();
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="ready-for-report" className="grid gap-3">
      <h2 id="ready-for-report" className="text-xl font-semibold">
        Ready for a report
      </h2>
      {query.isPending ? <Skeleton className="h-20 w-full" /> : null}
      {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No request is waiting for a report. A request appears here once its inspection is submitted.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-3" aria-label="Requests ready for a report">
          {items.map((item) => (
            <li
              key={item.requestId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
            >
              <div className="grid min-w-0 gap-1">
                <Link
                  to={paths.agentDashboard.request(item.requestId)}
                  className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {item.purpose ? `${REQUEST_PURPOSE_LABELS[item.purpose]} · ` : ''}Due {dueDateLabel(item.dueDate)} ·
                  inspection submitted {formatDate(item.inspectionSubmittedAt)}
                </p>
              </div>
              <StartReportDialog ready={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
