import { PeopleFiltersSchema, type PeopleFilters } from '@thamani/domain/people';
import { useSearchParams } from 'react-router';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { PeopleFiltersForm } from '../components/people-filters';
import { PeopleList } from '../components/people-list';

/** /admin/users — everyone with an account: search, role and status filters live in the address. */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const parsed = PeopleFiltersSchema.safeParse({
    q: params.get('q') ?? undefined,
    role: params.get('role') ?? undefined,
    status: params.get('status') ?? undefined,
  });
  const filters: PeopleFilters = parsed.success ? parsed.data : {};

  function search(next: PeopleFilters) {
    const entries = Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]));
    setParams(new URLSearchParams(entries));
  }

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">People</h1>
        <p className="text-muted-foreground">
          Clients, valuers and admins. Open a person to change their role, record a valuer’s practising certificate, or
          deactivate an account.
        </p>
      </header>
      <PeopleFiltersForm filters={filters} onSearch={search} />
      <PeopleList filters={filters} />
    </AreaShell>
  );
}
