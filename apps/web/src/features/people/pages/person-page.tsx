import { PEOPLE_MESSAGES, type PersonDetail } from '@thamani/domain/people';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { isAppError } from '@/lib/errors';
import { usePerson } from '../api/get-person';
import { AccountStatusCard } from '../components/account-status-card';
import { PersonActivity } from '../components/person-activity';
import { PersonSummary } from '../components/person-summary';
import { RoleChangeCard } from '../components/role-change-card';
import { ValuerCard } from '../components/valuer-card';

/** /admin/users/:userId — a person: role, account status, valuer details, recent activity. */
export function PersonPage() {
  const { userId = '' } = useParams();
  const query = usePerson(userId);

  let content: ReactNode;
  if (query.isError && isAppError(query.error, 'NOT_FOUND')) {
    content = <PersonNotFound />;
  } else if (query.data) {
    content = <PersonView person={query.data} />;
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <PageSpinner label="Loading the person" />;
  }

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <Link to={paths.admin.users} className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to people
      </Link>
      {content}
    </AreaShell>
  );
}

function PersonView({ person }: { person: PersonDetail }) {
  return (
    <>
      <PersonSummary person={person} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RoleChangeCard key={person.role} person={person} />
        <AccountStatusCard person={person} />
      </div>
      <ValuerCard person={person} />
      <PersonActivity person={person} />
    </>
  );
}

function PersonNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{PEOPLE_MESSAGES.notFound}</h1>
      <p className="max-w-md text-muted-foreground">The link may be mistyped, or the account no longer exists.</p>
    </div>
  );
}
