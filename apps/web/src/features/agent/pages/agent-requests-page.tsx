import { can } from '@thamani/domain/access';
import { findCounty } from '@thamani/domain/counties';
import { DEFAULT_QUEUE_STATUS_FILTER, readQueueStatusFilter } from '@thamani/domain/requests';
import { Inbox, Loader2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CertificateExpiredBanner } from '@/features/valuer-profile/components/certificate-expired-banner';
import { useAuth } from '@/lib/auth/use-auth';
import { useAgents } from '../api/get-agents';
import { type RequestQueueFilters, useRequestQueue } from '../api/get-request-queue';
import { QueueFilters } from '../components/queue-filters';
import { QueueList } from '../components/queue-list';
import { QueueViewSwitch } from '../components/queue-view-switch';

/**
 * Filters live in the URL (?status=&county=) so a filtered queue can be shared and survives a
 * reload; without ?status the queue shows work that needs action (the domain's default).
 */
function readFilters(params: URLSearchParams): RequestQueueFilters {
  const county = findCounty(params.get('county') ?? '');
  return { status: readQueueStatusFilter(params.get('status')), county: county ?? undefined };
}

/** /agent-dashboard/requests: the agent's request queue (the dashboard at /agent-dashboard counts it). */
export function AgentRequestsPage() {
  const [params, setParams] = useSearchParams();
  const { role, me } = useAuth();
  const filters = readFilters(params);
  const query = useRequestQueue(filters);
  // The valuers to choose from, for whoever assigns requests; a valuer's own work is shown to valuers.
  const assigns = can({ role }, 'request:assign');
  const worksRequests = can({ role }, 'request:accept');
  const agents = useAgents({ enabled: assigns });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const setFilters = (next: RequestQueueFilters) => {
    const updated = new URLSearchParams(params);
    for (const key of ['status', 'county'] as const) {
      const value = next[key];
      if (value && value !== DEFAULT_QUEUE_STATUS_FILTER) {
        updated.set(key, value);
      } else {
        updated.delete(key);
      }
    }
    setParams(updated, { replace: true });
  };

  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Requests</h1>
        <p className="text-muted-foreground">
          {assigns
            ? 'Valuation requests that need action, by due date. Assign each one to a valuer.'
            : 'Unassigned requests waiting for a valuer and yours that need action, by due date.'}
        </p>
      </header>
      {worksRequests ? <CertificateExpiredBanner /> : null}
      <section aria-labelledby="queue-heading" className="grid gap-4">
        <h2 id="queue-heading" className="text-xl font-semibold">
          Request queue
        </h2>
        <QueueViewSwitch filters={filters} onChange={setFilters} />
        <QueueFilters filters={filters} onChange={setFilters} />
        {query.isPending ? <QueueSkeleton /> : null}
        {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.isSuccess && items.length === 0 ? (
          <QueueEmpty filtered={filters.status !== DEFAULT_QUEUE_STATUS_FILTER || Boolean(filters.county)} />
        ) : null}
        {items.length > 0 ? (
          <QueueList items={items} role={role} myProfileId={me?.profile.id ?? null} agents={agents.data?.items ?? []} />
        ) : null}
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </section>
    </>
  );
}

function QueueEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">No requests in the queue</p>
      <p className="text-sm text-muted-foreground">
        {filtered ? 'No request matches these filters.' : 'New valuation requests will appear here.'}
      </p>
    </div>
  );
}

function QueueSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-32 w-full" />
      ))}
    </div>
  );
}
