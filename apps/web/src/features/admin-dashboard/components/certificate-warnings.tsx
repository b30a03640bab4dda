import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { CERTIFICATE_STATE_LABELS, CERTIFICATE_WARNING_DAYS } from '@thamani/domain/valuer-certificate';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '../lib/dashboard-presets';
import { DashboardSection } from './dashboard-section';

function when(daysLeft: number): string {
  if (daysLeft < 0) {
    return `expired ${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} ago`;
  }
  if (daysLeft === 0) {
    return 'expires today';
  }
  return `expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** Valuers whose practising certificate has expired or expires soon; each opens their page. */
export function CertificateWarnings({ figures }: { figures: AdminDashboard }) {
  const warnings = figures.certificateWarnings;
  return (
    <DashboardSection
      title="Practising certificates"
      description={`Valuers whose certificate has expired or expires within ${CERTIFICATE_WARNING_DAYS} days.`}
    >
      {warnings.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every valuer’s recorded certificate is valid for more than {CERTIFICATE_WARNING_DAYS} days.</p>
      ) : (
        <ul className="grid gap-2">
          {warnings.map((w) => (
            <li key={w.profileId}>
              <Link
                to={paths.admin.user(w.userId)}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <AlertTriangle aria-hidden="true" className={w.state === 'expired' ? 'size-4 text-destructive' : 'size-4'} />
                <span className="font-medium">{w.name}</span>
                <span className={w.state === 'expired' ? 'font-medium text-destructive' : ''}>
                  {CERTIFICATE_STATE_LABELS[w.state]}: {when(w.daysLeft)} ({formatDay(w.expiresOn)})
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
