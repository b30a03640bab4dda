import type { ValuerProfile } from '@thamani/domain/reports';
import { certificateDaysLeft, certificateState, CERTIFICATE_STATE_LABELS } from '@thamani/domain/valuer-certificate';
import { formatDate } from '@thamani/domain/display';
import { fromNairobiWallTime, nairobiToday } from '@thamani/domain/visits';
import { Badge } from '@/components/ui/badge';

const STATE_BADGE = { missing: 'outline', valid: 'success', expiring: 'warning', expired: 'destructive' } as const;

/** "4 Mar 2030" for a Nairobi date. */
export const formatYmdDate = (ymd: string) => formatDate(fromNairobiWallTime(ymd, 12, 0).toISOString());

/**
 * The practising certificate the office recorded, read-only: the firm records it after checking
 * the certificate, so a valuer cannot change it here.
 */
export function CertificateFacts({ profile }: { profile: ValuerProfile }) {
  const today = nairobiToday();
  const state = certificateState(profile.certificateExpiresOn, today);
  const expiresOn = profile.certificateExpiresOn;
  return (
    <div className="grid content-start gap-2 md:col-span-2">
      <h3 className="flex flex-wrap items-center gap-2 font-medium">
        Practising certificate
        <Badge variant={STATE_BADGE[state]}>{CERTIFICATE_STATE_LABELS[state]}</Badge>
      </h3>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Year:</dt>
          <dd className="font-medium">{profile.certificateYear ?? 'Not recorded'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Expires:</dt>
          <dd className="font-medium">{expiresOn ? formatYmdDate(expiresOn) : 'Not recorded'}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {state === 'expiring' && expiresOn ? `It expires in ${certificateDaysLeft(expiresOn, today)} day(s). ` : ''}
        The office records your certificate after checking it. Send them your renewed certificate to update it.
      </p>
    </div>
  );
}
