import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { adminRequestsPath } from '@thamani/domain/admin-requests';
import { REQUEST_PURPOSE_LABELS } from '@thamani/domain/requests';
import { BarChart } from './bar-chart';
import { type BreakdownRow, BreakdownTable } from './breakdown-table';
import { ChartFigure } from './chart-figure';
import { DashboardSection } from './dashboard-section';

const NOT_RECORDED = 'Not recorded';

/** Requests received in the range by county: a bar chart of the busiest, and every county's count. */
export function CountyChart({ figures }: { figures: AdminDashboard }) {
  const received = { receivedFrom: figures.range.from, receivedTo: figures.range.to };
  const rows: BreakdownRow[] = figures.byCounty.map((c) => ({
    key: c.county ?? 'none',
    label: c.county ?? NOT_RECORDED,
    count: c.count,
    to: c.county ? adminRequestsPath({ ...received, county: c.county }) : null,
  }));
  const top = rows.slice(0, 10);
  return (
    <ChartFigure
      title="Requests by county"
      description={
        rows.length > top.length
          ? `Received in the range; the chart shows the ${top.length} busiest counties, the table every one.`
          : 'Received in the range, by the property’s county.'
      }
      chart={
        rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No requests were received in this range.</p>
        ) : (
          <BarChart labels={top.map((r) => r.label)} values={top.map((r) => r.count)} seriesLabel="Requests" />
        )
      }
      table={<BreakdownTable caption="Requests received by county" groupHeader="County" rows={rows} />}
    />
  );
}

/** Requests received in the range by what the valuation is for. */
export function PurposeTable({ figures }: { figures: AdminDashboard }) {
  const received = { receivedFrom: figures.range.from, receivedTo: figures.range.to };
  const rows: BreakdownRow[] = figures.byPurpose.map((p) => ({
    key: p.purpose ?? 'none',
    label: p.purpose ? REQUEST_PURPOSE_LABELS[p.purpose] : NOT_RECORDED,
    count: p.count,
    to: p.purpose ? adminRequestsPath({ ...received, purpose: p.purpose }) : null,
  }));
  return (
    <DashboardSection title="Requests by purpose" description="Received in the range.">
      <BreakdownTable caption="Requests received by purpose" groupHeader="Purpose" rows={rows} />
    </DashboardSection>
  );
}
