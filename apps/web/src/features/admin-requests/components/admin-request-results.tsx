import type { AdminRequestsFilters } from '@thamani/domain/admin-requests';
import { Inbox } from 'lucide-react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminRequests } from '../api/get-admin-requests';
import { hasFilters } from '../lib/describe-filters';
import { AdminRequestCards } from './admin-request-cards';
import { AdminRequestsTable } from './admin-requests-table';

/** The keyset-paged results: a table from the lg breakpoint, cards below it, and "Load more". */
export function AdminRequestResults({ filters }: { filters: AdminRequestsFilters }) {
  const query = useAdminRequests(filters);
  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label="Loading requests" />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{hasFilters(filters) ? 'No request matches these filters' : 'No requests yet'}</p>
        <p className="text-sm text-muted-foreground">
          {hasFilters(filters)
            ? 'Widen the dates or clear a filter to see more.'
            : 'Requests appear here as clients order valuations.'}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="hidden lg:block">
        <AdminRequestsTable items={items} />
      </div>
      <div className="lg:hidden">
        <AdminRequestCards items={items} />
      </div>
      <LoadMoreButton query={query} />
    </div>
  );
}
