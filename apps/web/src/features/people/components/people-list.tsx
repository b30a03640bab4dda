import { formatDateTime } from '@thamani/domain/display';
import type { PeopleFilters, PersonListItem } from '@thamani/domain/people';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePeople } from '../api/get-people';
import { CertificateBadge, RoleBadge, StatusBadge } from './person-badges';

/** Everyone matching the filters, newest account first, with "Load more". */
export function PeopleList({ filters }: { filters: PeopleFilters }) {
  const query = usePeople(filters);
  const filtered = Boolean(filters.q || filters.role || filters.status);

  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label="Loading people" />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{filtered ? 'Nobody matches this search' : 'Nobody has signed up yet'}</p>
        {filtered ? <p className="text-sm text-muted-foreground">Check the spelling, or clear the role and status filters.</p> : null}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="People found" className="grid gap-3">
        {items.map((person) => (
          <PersonRow key={person.userId} person={person} />
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </div>
  );
}

function PersonRow({ person }: { person: PersonListItem }) {
  const name = person.name ?? person.email;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 md:grid-cols-[2fr_1fr_1.3fr] md:items-center">
      <div className="grid min-w-0 gap-0.5">
        <Link
          to={paths.admin.user(person.userId)}
          className="w-fit font-medium wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {name}
        </Link>
        <span className="text-sm break-all text-muted-foreground">{person.email}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <RoleBadge role={person.role} />
        <StatusBadge status={person.status} />
        {person.certificate ? <CertificateBadge state={person.certificate.state} /> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Last signed in: {person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'never'}
      </p>
    </li>
  );
}
