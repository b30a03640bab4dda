import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { adminRequestsPath } from '@thamani/domain/admin-requests';
import { Link } from 'react-router';
import { formatDay, formatDays } from '../lib/dashboard-presets';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';

const CELL = 'py-2 pr-3';

/** The weekly median turnaround (Monday-start weeks), as a chart and as a table with counts. */
export function TurnaroundChart({ figures }: { figures: AdminDashboard }) {
  const weeks = figures.weeklyTurnaround;
  const labels = weeks.map((w) => formatDay(w.from, true));
  const medians = weeks.map((w) => (w.medianDays === null ? null : Math.round(w.medianDays * 10) / 10));
  const table = (
    <table className="w-full text-sm">
      <caption className="sr-only">Median turnaround per week</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className={`${CELL} font-medium`}>Week</th>
          <th scope="col" className={`${CELL} text-right font-medium`}>Completed</th>
          <th scope="col" className="py-2 text-right font-medium">Median turnaround</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.weekStart} className="border-b last:border-0">
            <th scope="row" className={`${CELL} text-left font-normal`}>
              {w.from === w.to ? formatDay(w.from) : `${formatDay(w.from, true)} – ${formatDay(w.to)}`}
            </th>
            <td className={`${CELL} text-right tabular-nums`}>
              <Link
                to={adminRequestsPath({ completedFrom: w.from, completedTo: w.to })}
                className="underline-offset-4 hover:underline"
              >
                {w.count}
              </Link>
            </td>
            <td className="py-2 text-right tabular-nums">{formatDays(w.medianDays)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure
      title="Turnaround by week"
      description="Median days from order to approved report, for the requests completed each week (weeks start on Monday)."
      chart={<BarChart labels={labels} values={medians} seriesLabel="Median days" />}
      table={table}
    />
  );
}
