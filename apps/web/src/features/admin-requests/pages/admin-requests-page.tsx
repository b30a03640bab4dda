import type { AdminRequestsFilters } from '@thamani/domain/admin-requests';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { useAdminRequests } from '../api/get-admin-requests';
import { useValuers } from '../api/get-valuers';
import { AdminRequestFilters } from '../components/admin-request-filters';
import { AdminRequestResults } from '../components/admin-request-results';
import { AdminRequestSearch } from '../components/admin-request-search';
import { describeFilters } from '../lib/describe-filters';
import { useAdminRequestFilters } from '../lib/use-admin-request-filters';

/** The chosen valuer's name: from the valuer list, else from a listed request they hold. */
function useValuerName(filters: AdminRequestsFilters): string | null {
  const valuers = useValuers();
  const requests = useAdminRequests(filters);
  const id = filters.valuerId;
  if (!id || id === 'unassigned') {
    return null;
  }
  const known = valuers.data?.items.find((v) => v.id === id);
  if (known) {
    return known.fullName || known.email;
  }
  const held = requests.data?.pages.flatMap((page) => page.items).find((item) => item.valuer?.profileId === id);
  return held?.valuer?.name ?? null;
}

/** /admin/requests — every request, filtered by what the address says (the dashboard's figures link here). */
export function AdminRequestsPage() {
  const { raw, filters, error, setFilter, clear } = useAdminRequestFilters();
  const valuerName = useValuerName(filters);
  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Requests</h1>
        <p className="text-muted-foreground">Every valuation request, newest received first.</p>
      </header>
      <AdminRequestSearch value={raw.q ?? ''} onSearch={(q) => setFilter('q', q)} />
      <AdminRequestFilters raw={raw} setFilter={setFilter} clear={clear} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="font-medium">
            Showing: {describeFilters(filters, valuerName)}
          </p>
          <AdminRequestResults filters={filters} />
        </>
      )}
    </AreaShell>
  );
}
