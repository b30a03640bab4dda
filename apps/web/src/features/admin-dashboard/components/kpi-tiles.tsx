import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { adminRequestsPath } from '@thamani/domain/admin-requests';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { formatDays, formatShare } from '../lib/dashboard-presets';

type Tile = {
  label: string;
  value: string;
  note: string;
  to: string;
  /** Draws attention (overdue work). */
  alert?: boolean;
};

export function dashboardTiles(f: AdminDashboard): Tile[] {
  const received = { receivedFrom: f.range.from, receivedTo: f.range.to };
  const completed = { completedFrom: f.range.from, completedTo: f.range.to };
  return [
    { label: 'Received', value: String(f.received), note: 'new requests in the range', to: adminRequestsPath(received) },
    { label: 'Open now', value: String(f.openTotal), note: 'not completed or cancelled', to: adminRequestsPath({ status: 'open' }) },
    {
      label: 'Overdue now',
      value: String(f.overdue),
      note: 'open and past the due date',
      to: adminRequestsPath({ overdue: 'true' }),
      alert: f.overdue > 0,
    },
    { label: 'Completed', value: String(f.completed), note: 'reports approved in the range', to: adminRequestsPath(completed) },
    {
      label: 'Median turnaround',
      value: formatDays(f.turnaround.medianDays),
      note: `order to approved report; 90% within ${formatDays(f.turnaround.p90Days)}`,
      to: adminRequestsPath(completed),
    },
    {
      label: 'Revision rate',
      value: formatShare(f.revision.rate),
      note: `${f.revision.revised} of ${f.revision.approved} approved reports were sent back first`,
      to: adminRequestsPath({ ...completed, revised: 'true' }),
    },
  ];
}

/** The headline figures; each opens the list of requests it counts. */
export function KpiTiles({ figures }: { figures: AdminDashboard }) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {dashboardTiles(figures).map((tile) => (
        <li key={tile.label} className="min-w-0">
          <Link
            to={tile.to}
            className="group grid h-full gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {tile.label}
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 group-hover:text-foreground" />
            </span>
            <span className={cn('text-3xl font-bold tabular-nums', tile.alert && 'text-destructive')}>{tile.value}</span>
            <span className="text-sm text-muted-foreground">{tile.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
