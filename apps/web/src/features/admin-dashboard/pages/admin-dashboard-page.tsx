import { resolveDashboardRange } from '@thamani/domain/admin-dashboard';
import { nairobiToday } from '@thamani/domain/visits';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { CertificateWarnings } from '../components/certificate-warnings';
import { KpiTiles } from '../components/kpi-tiles';
import { OpenByStatus } from '../components/open-by-status';
import { RangeForm } from '../components/range-form';
import { CountyChart, PurposeTable } from '../components/received-breakdowns';
import { TurnaroundChart } from '../components/turnaround-chart';
import { ValuerWorkload } from '../components/valuer-workload';
import { formatRange } from '../lib/dashboard-presets';
import { useDashboardRange } from '../lib/use-dashboard-range';

function DashboardFigures({ query }: { query: ReturnType<typeof useDashboardRange>['query'] }) {
  const result = useAdminDashboard(query);
  if (result.isError && !result.data) {
    return <DataLoadErrorFallback error={result.error} onRetry={() => void result.refetch()} />;
  }
  const figures = result.data;
  if (!figures) {
    return <Spinner label="Loading the figures" />;
  }
  return (
    <div className="grid min-w-0 gap-6" aria-busy={result.isFetching}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Figures for <strong className="text-foreground">{formatRange(figures.range)}</strong> (Nairobi dates, both days
        included). Open and overdue work is as of now.
      </p>
      <KpiTiles figures={figures} />
      <OpenByStatus figures={figures} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <TurnaroundChart figures={figures} />
        <CountyChart figures={figures} />
      </div>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
        <ValuerWorkload figures={figures} />
        <div className="grid min-w-0 content-start gap-6">
          <CertificateWarnings figures={figures} />
          <PurposeTable figures={figures} />
        </div>
      </div>
    </div>
  );
}

/** /admin and /admin-dashboard — the firm's figures for a date range; each figure opens its requests. */
export function AdminDashboardPage() {
  const { raw, query, error, setRange } = useDashboardRange();
  const now = new Date();
  const today = nairobiToday(now);
  // The same default the server applies (the last 30 days), so the right quick range is marked.
  const range = error ? null : resolveDashboardRange(query, now);
  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">How the firm is doing: new work, open work, turnaround and valuers.</p>
      </header>
      <RangeForm range={range} raw={raw} today={today} onApply={setRange} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <DashboardFigures query={query} />
      )}
    </AreaShell>
  );
}
