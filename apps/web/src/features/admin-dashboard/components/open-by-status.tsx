import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { adminRequestsPath } from '@thamani/domain/admin-requests';
import { REQUEST_STATUS_LABELS } from '@thamani/domain/requests';
import { Link } from 'react-router';
import { DashboardSection } from './dashboard-section';

/** Open work by stage, now; each stage opens its list. */
export function OpenByStatus({ figures }: { figures: AdminDashboard }) {
  return (
    <DashboardSection title="Open work by stage" description="Now, whatever the range.">
      <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-5">
        {figures.openByStatus.map((s) => (
          <li key={s.status}>
            <Link
              to={adminRequestsPath({ status: s.status })}
              className="flex min-h-11 items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span>{REQUEST_STATUS_LABELS[s.status]}</span>
              <span className="font-semibold tabular-nums">{s.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
