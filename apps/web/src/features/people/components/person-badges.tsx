import { PERSON_STATUS_LABELS, ROLE_LABELS, type PersonStatus } from '@thamani/domain/people';
import type { Role } from '@thamani/domain/access';
import { CERTIFICATE_STATE_LABELS, type CertificateState } from '@thamani/domain/valuer-certificate';
import { Badge } from '@/components/ui/badge';

const ROLE_BADGE = { user: 'outline', agent: 'info', admin: 'secondary' } as const;
const CERTIFICATE_BADGE = { missing: 'outline', valid: 'success', expiring: 'warning', expired: 'destructive' } as const;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={ROLE_BADGE[role]}>{ROLE_LABELS[role]}</Badge>;
}

export function StatusBadge({ status }: { status: PersonStatus }) {
  return <Badge variant={status === 'active' ? 'success' : 'destructive'}>{PERSON_STATUS_LABELS[status]}</Badge>;
}

export function CertificateBadge({ state }: { state: CertificateState }) {
  return (
    <Badge variant={CERTIFICATE_BADGE[state]}>
      <span className="sr-only">Practising certificate: </span>
      {CERTIFICATE_STATE_LABELS[state]}
    </Badge>
  );
}
