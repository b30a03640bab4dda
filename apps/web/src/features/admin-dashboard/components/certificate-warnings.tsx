import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import {
  CERTIFICATE_STATE_LABELS,
  CERTIFICATE_WARNING_DAYS,
  certificateTallyText,
  isCertificateAllClear,
} from '@thamani/domain/valuer-certificate';
import { AlertTriangle, CircleHelp } from 'lucide-react';
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

const ROW_LINK =
  'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The firm's practising certificates: how many active valuers have none recorded, expired or
 * expiring soon, each named and opening their page. The all-clear only when every one is valid.
 */
export function CertificateWarnings({ figures }: { figures: AdminDashboard }) {
  const warnings = figures.certificateWarnings;
  const tally = figures.certificates;
  const allClear = isCertificateAllClear(tally);
  return (
    <DashboardSection
      title="Practising certificates"
      description={`Active valuers with no certificate recorded, or one that has expired or expires within ${CERTIFICATE_WARNING_DAYS} days.`}
    >
      <p data-testid="certificate-tally" className={allClear ? 'text-sm text-muted-foreground' : 'text-sm font-medium'}>
        {certificateTallyText(tally)}
      </p>
      {tally.unrecorded.length > 0 || warnings.length > 0 ? (
        <ul className="grid gap-2">
          {tally.unrecorded.map((v) => (
            <li key={v.profileId}>
              <Link to={paths.admin.user(v.userId)} className={ROW_LINK}>
                <CircleHelp aria-hidden="true" className="size-4" />
                <span className="font-medium">{v.name}</span>
                <span>{CERTIFICATE_STATE_LABELS.missing}</span>
              </Link>
            </li>
          ))}
          {warnings.map((w) => (
            <li key={w.profileId}>
              <Link to={paths.admin.user(w.userId)} className={ROW_LINK}>
                <AlertTriangle
                  aria-hidden="true"
                  className={w.state === 'expired' ? 'size-4 text-destructive' : 'size-4'}
                />
                <span className="font-medium">{w.name}</span>
                <span className={w.state === 'expired' ? 'font-medium text-destructive' : ''}>
                  {CERTIFICATE_STATE_LABELS[w.state]}: {when(w.daysLeft)} ({formatDay(w.expiresOn)})
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardSection>
  );
}
