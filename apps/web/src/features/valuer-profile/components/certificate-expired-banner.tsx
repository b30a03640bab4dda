import { CERTIFICATE_MESSAGES, certificateState } from '@thamani/domain/valuer-certificate';
import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useValuerProfile } from '../api/valuer-profile';
import { formatYmdDate } from './certificate-facts';

/** Shown to a valuer whose own practising certificate has expired: no new requests, no report submissions. */
export function CertificateExpiredBanner() {
  const profile = useValuerProfile();
  const expiresOn = profile.data?.certificateExpiresOn ?? null;
  if (!expiresOn || certificateState(expiresOn) !== 'expired') {
    return null;
  }
  return (
    <Alert variant="destructive">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>Your practising certificate expired on {formatYmdDate(expiresOn)}</AlertTitle>
      <AlertDescription>
        <p>{CERTIFICATE_MESSAGES.acceptExpired}</p>
        <p>Until then you cannot submit reports either.</p>
      </AlertDescription>
    </Alert>
  );
}
