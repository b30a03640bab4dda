import { PERSON_STATUSES, PERSON_STATUS_LABELS, ROLE_LABELS, type PeopleFilters } from '@thamani/domain/people';
import { ROLES } from '@thamani/domain/access';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

/** Name or e-mail, role and status; submitting replaces the filters (kept in the address). */
export function PeopleFiltersForm({ filters, onSearch }: { filters: PeopleFilters; onSearch: (next: PeopleFilters) => void }) {
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    onSearch({ q: text('q'), role: text('role') as PeopleFilters['role'], status: text('status') as PeopleFilters['status'] });
  }

  return (
    <form
      role="search"
      aria-label="People"
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      key={JSON.stringify(filters)}
    >
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Name or e-mail
        </label>
        <Input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          Role
        </label>
        <select id={`${id}-role`} name="role" className={SELECT_CLASS} defaultValue={filters.role ?? ''}>
          <option value="">All roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          Status
        </label>
        <select id={`${id}-status`} name="status" className={SELECT_CLASS} defaultValue={filters.status ?? ''}>
          <option value="">Active and deactivated</option>
          {PERSON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PERSON_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="w-full md:w-fit">
        Search
      </Button>
    </form>
  );
}
