import { can } from '@thamani/domain/access';
import { formatDateTime } from '@thamani/domain/display';
import type { PersonDetail } from '@thamani/domain/people';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { CertificateBadge, RoleBadge, StatusBadge } from './person-badges';

/** Who they are and how they sign in: role, status, last sign-in, devices, two-factor. */
export function PersonSummary({ person }: { person: PersonDetail }) {
  const facts: [string, string][] = [
    ['E-mail', person.email],
    ['Phone', person.phone ? formatKenyanPhone(person.phone) : 'Not given'],
    ['Last signed in', person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'Never'],
    ['Signed in on', `${person.sessionCount} device${person.sessionCount === 1 ? '' : 's'}`],
    ['Two-factor sign-in', person.twoFactorEnabled ? 'On' : 'Off'],
    ['Account created', formatDateTime(person.createdAt)],
  ];
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{person.name ?? person.email}</h1>
      <div className="flex flex-wrap gap-2">
        <RoleBadge role={person.role} />
        <StatusBadge status={person.status} />
        {/* A valuer's certificate, for someone who works requests as a valuer. */}
        {person.valuer && can(person, 'request:accept') ? <CertificateBadge state={person.valuer.certificateState} /> : null}
      </div>
      <dl className="grid gap-2 rounded-lg border p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
