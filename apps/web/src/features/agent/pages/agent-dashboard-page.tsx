import { useQuery } from '@tanstack/react-query';
import { can } from '@thamani/domain/access';
import { PAGE_SIZE_MAX } from '@thamani/domain/limits';
import { fromNairobiWallTime, nairobiToday } from '@thamani/domain/nairobi-time';
import { REPORT_STATUS_LABELS } from '@thamani/domain/reports';
import type { QueueStatusFilter } from '@thamani/domain/requests';
import { VISIT_ENDPOINTS } from '@thamani/domain/visits.endpoints';
import { Link, Navigate, useSearchParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useReports } from '@/features/reports/api/get-reports';
import { CertificateExpiredBanner } from '@/features/valuer-profile/components/certificate-expired-banner';
import { formatVisitDate, formatVisitTime } from '@/features/visits/lib/format-visit';
import { useAuth } from '@/lib/auth/use-auth';
import { callEndpoint } from '@/lib/call-endpoint';
import { visitKeys } from '@/lib/query-keys/visit-keys';
import { useQueueCounts } from '../api/get-queue-counts';

/** Today and the next 7 days, in Nairobi days. */
const UPCOMING_DAYS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/visits?from&to&status=scheduled — the valuer's booked visits from today's Nairobi midnight for 8 days. */
function useUpcomingVisits() {
  const today = nairobiToday();
  return useQuery({
    queryKey: visitKeys.upcoming(today),
    queryFn: ({ signal }) => {
      const from = fromNairobiWallTime(today, 0, 0);
      const search = new URLSearchParams({
        from: from.toISOString(),
        to: new Date(from.getTime() + UPCOMING_DAYS * DAY_MS).toISOString(),
        status: 'scheduled',
        limit: String(PAGE_SIZE_MAX),
      });
      return callEndpoint(VISIT_ENDPOINTS.list, { query: search, signal });
    },
  });
}

function queueLink(status: QueueStatusFilter | null): string {
  return status ? `${paths.agentDashboard.requests}?status=${status}` : paths.agentDashboard.requests;
}

/**
 * /agent-dashboard — the valuer's day at a glance: counts of open work (each opens the queue so
 * filtered), the visits booked today and in the next 7 days, and the reports still to finish.
 * The queue itself is /agent-dashboard/requests.
 */
export function AgentDashboardPage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  // The dashboard's requests tab (/agent-dashboard?tab=requests) is the queue's own page.
  if (params.get('tab') === 'requests') {
    return <Navigate to={paths.agentDashboard.requests} replace />;
  }
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Agent Dashboard</h1>
        <p className="text-muted-foreground">
          What needs you today: requests to take on, visits booked and reports to finish.
        </p>
      </header>
      {/* The valuer's own certificate: shown to whoever works requests as their valuer. */}
      {can({ role }, 'request:accept') ? <CertificateExpiredBanner /> : null}
      <Counters />
      <UpcomingVisits />
      <ReportsToFinish />
    </>
  );
}

function Counters() {
  const counts = useQueueCounts();
  const counters = [
    { label: 'To accept', count: counts.data?.toAccept, to: queueLink('pending') },
    { label: 'To schedule', count: counts.data?.toSchedule, to: queueLink('assigned') },
    { label: 'Visits booked', count: counts.data?.visitsBooked, to: queueLink('visit_scheduled') },
    // The open queue is sorted by due date, so the overdue requests come first there.
    { label: 'Overdue', count: counts.data?.overdue, to: queueLink(null) },
  ];
  return (
    <section aria-labelledby="work-heading" className="grid gap-3">
      <h2 id="work-heading" className="text-xl font-semibold">
        Your work
      </h2>
      {counts.isError ? <DataLoadErrorFallback error={counts.error} onRetry={() => void counts.refetch()} /> : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => (
          <li key={counter.label}>
            <Link
              to={counter.to}
              className="grid min-h-11 gap-1 rounded-lg border bg-card p-4 text-card-foreground hover:bg-accent hover:text-accent-foreground"
            >
              <span className="text-sm text-muted-foreground">{counter.label}</span>{' '}
              {counter.count === undefined ? (
                <Skeleton aria-hidden="true" className="h-8 w-10" />
              ) : (
                <span className="text-2xl font-bold">{counter.count}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <Link className="text-primary underline underline-offset-4" to={paths.agentDashboard.requests}>
          Open the request queue
        </Link>
      </p>
    </section>
  );
}

function UpcomingVisits() {
  const visits = useUpcomingVisits();
  const items = visits.data?.items ?? [];
  return (
    <section aria-labelledby="upcoming-heading" className="grid gap-3">
      <h2 id="upcoming-heading" className="text-xl font-semibold">
        Visits today and in the next 7 days
      </h2>
      {visits.isPending ? <Skeleton aria-hidden="true" className="h-20 w-full" /> : null}
      {visits.isError ? <DataLoadErrorFallback error={visits.error} onRetry={() => void visits.refetch()} /> : null}
      {visits.isSuccess && items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No visits booked in the next 7 days. Accept a request and schedule its site visit from the{' '}
          <Link className="text-primary underline underline-offset-4" to={queueLink('assigned')}>
            request queue
          </Link>
          .
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Upcoming visits" className="grid gap-2">
          {items.map((visit) => (
            <li key={visit.id} className="grid gap-1 rounded-lg border p-3 text-sm sm:flex sm:flex-wrap sm:gap-x-3">
              <span className="font-medium">
                {formatVisitDate(visit.scheduledDate)}, {formatVisitTime(visit.scheduledDate)}
              </span>
              <Link
                className="min-w-0 wrap-anywhere text-primary underline underline-offset-4"
                to={paths.agent.visit(visit.id)}
              >
                {visit.property?.title ?? 'Untitled property'}
              </Link>
              <span className="text-muted-foreground">{visit.requestReference}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm">
        <Link className="text-primary underline underline-offset-4" to={paths.agent.visits}>
          View all visits
        </Link>
      </p>
    </section>
  );
}

function ReportsToFinish() {
  const drafts = useReports({ status: 'draft' });
  const changes = useReports({ status: 'changes_requested' });
  const items = [...(changes.data?.pages ?? []), ...(drafts.data?.pages ?? [])].flatMap((page) => page.items);
  const pending = drafts.isPending || changes.isPending;
  const error = drafts.error ?? changes.error;
  return (
    <section aria-labelledby="reports-heading" className="grid gap-3">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Reports to finish
      </h2>
      {pending && !error ? <Skeleton aria-hidden="true" className="h-20 w-full" /> : null}
      {error ? (
        <DataLoadErrorFallback
          error={error}
          onRetry={() => {
            void drafts.refetch();
            void changes.refetch();
          }}
        />
      ) : null}
      {!pending && !error && items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No reports to finish. Once an inspection is submitted, start its report from{' '}
          <Link className="text-primary underline underline-offset-4" to={paths.agentDashboard.reportDrafts}>
            Reports
          </Link>
          .
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Reports to finish" className="grid gap-2">
          {items.map((report) => (
            <li key={report.id} className="grid gap-1 rounded-lg border p-3 text-sm sm:flex sm:flex-wrap sm:gap-x-3">
              <Link
                className="min-w-0 wrap-anywhere font-medium text-primary underline underline-offset-4"
                to={paths.agent.report(report.id)}
              >
                {report.title}
              </Link>
              <span className="text-muted-foreground">{REPORT_STATUS_LABELS[report.status]}</span>
              {report.overdue ? <span className="font-medium text-destructive">Overdue</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
