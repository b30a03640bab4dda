import { Loader2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useVisits } from '../api/get-visits';
import { VisitCard } from '../components/visit-card';
import { VisitsEmptyState } from '../components/visits-empty-state';

/** /agent/visits — the agent's site visits, earliest first. */
export function VisitsPage() {
  const query = useVisits();
  const visits = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Site Visits</h1>
          <p className="text-muted-foreground">Your site visits, earliest first. Times are Nairobi time.</p>
        </div>
        {/* Scheduling needs a request, so a new visit starts from the queue. */}
        <Button asChild>
          <Link to={paths.agentDashboard.requests}>
            <Plus aria-hidden="true" />
            New Visit
          </Link>
        </Button>
      </header>

      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-48 w-full" />
          ))}
        </div>
      ) : null}
      {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && visits.length === 0 ? <VisitsEmptyState /> : null}
      {visits.length > 0 ? (
        <ul aria-label="Site visits" className="grid gap-4 sm:grid-cols-2">
          {visits.map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </ul>
      ) : null}

      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
