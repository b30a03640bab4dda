import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { adminRequestsPath } from '@thamani/domain/admin-requests';
import { Link } from 'react-router';
import { DashboardSection } from './dashboard-section';

const LINK = 'font-medium tabular-nums underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  return (
    <Link to={to} className={LINK} aria-label={label}>
      {count}
    </Link>
  );
}

/** Each valuer's open and overdue work now, busiest first; counts open the list behind them. */
export function ValuerWorkload({ figures }: { figures: AdminDashboard }) {
  const rows = [
    ...figures.valuers.map((v) => ({ key: v.profileId, name: v.name, valuerId: v.profileId, open: v.open, overdue: v.overdue })),
    { key: 'unassigned', name: 'Not assigned yet', valuerId: 'unassigned', ...figures.unassigned },
  ];
  return (
    <DashboardSection title="Work per valuer" description="Open and overdue requests now.">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Open and overdue requests per valuer</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">Valuer</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Open</th>
              <th scope="col" className="py-2 text-right font-medium">Overdue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal wrap-anywhere">{row.name}</th>
                <td className="py-2 pr-3 text-right">
                  <CountLink
                    count={row.open}
                    to={adminRequestsPath({ status: 'open', valuerId: row.valuerId })}
                    label={`${row.open} open: ${row.name}`}
                  />
                </td>
                <td className="py-2 text-right">
                  <CountLink
                    count={row.overdue}
                    to={adminRequestsPath({ overdue: 'true', valuerId: row.valuerId })}
                    label={`${row.overdue} overdue: ${row.name}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardSection>
  );
}
