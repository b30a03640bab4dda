import type { PersonDetail } from '@thamani/domain/people';
import { certificateDaysLeft } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CertificateBadge } from './person-badges';
import { ValuerDetailsForm } from './valuer-details-form';
import { ValuerSignature } from './valuer-signature';

/** A valuer's (or signing admin's) details: the certificate's state, their open work, the form and signature. */
export function ValuerCard({ person }: { person: PersonDetail }) {
  const id = useId();
  const valuer = person.valuer;
  if (!valuer) {
    return null;
  }
  const expiresOn = valuer.certificateExpiresOn;
  const daysLeft = expiresOn ? certificateDaysLeft(expiresOn, nairobiToday()) : null;
  const openWork = `${paths.admin.requests}?${new URLSearchParams({ status: 'open', valuerId: person.profileId }).toString()}`;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          Valuer details
          <CertificateBadge state={valuer.certificateState} />
        </h2>
        <p className="text-sm text-muted-foreground">
          {valuer.certificateState === 'expired'
            ? 'The practising certificate has expired: they cannot take new requests or submit reports until the renewed one is recorded.'
            : valuer.certificateState === 'expiring' && daysLeft !== null
              ? `The practising certificate expires in ${daysLeft} day(s).`
              : valuer.certificateState === 'missing'
                ? 'No practising certificate is recorded yet.'
                : 'Printed on every report they sign.'}
        </p>
        <Link to={openWork} className="w-fit text-sm font-medium underline underline-offset-4">
          Open work: {valuer.openRequests} request{valuer.openRequests === 1 ? '' : 's'}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ValuerDetailsForm key={`${valuer.vrbNumber}-${valuer.certificateExpiresOn}-${person.phone}`} person={person} />
        <ValuerSignature person={person} />
      </div>
    </section>
  );
}
