import { REQUEST_STATUS_LABELS, RequestStatusSchema, type RequestStatus } from '@thamani/domain/requests';
import { Loader2, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useInfiniteRequests } from '../api/get-requests';
import { RequestList } from '../components/request-list';
import { RequestListSkeleton } from '../components/request-list-skeleton';
import { RequestStatusFilter } from '../components/request-status-filter';
import { RequestsEmptyState } from '../components/requests-empty-state';

/** /my-requests — the client's requests, newest first, filtered by ?status, a page at a time. */
export function MyRequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedStatus = RequestStatusSchema.safeParse(searchParams.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const query = useInfiniteRequests({ status });
  const requests = query.data?.pages.flatMap((page) => page.items) ?? [];

  const onStatusChange = (next: RequestStatus | undefined) => {
    setSearchParams(next ? { status: next } : {}, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">My Requests</h1>
          <p className="text-muted-foreground">
            Every valuation you have requested, newest first, with its current status.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.request}>
            <Plus aria-hidden="true" />
            New Valuation Request
          </Link>
        </Button>
      </header>

      <RequestStatusFilter value={status} onChange={onStatusChange} />

      {query.isPending ? <RequestListSkeleton /> : null}
      {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && requests.length === 0 && !status ? <RequestsEmptyState /> : null}
      {query.isSuccess && requests.length === 0 && status ? (
        <p role="status" className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No requests with the status {REQUEST_STATUS_LABELS[status]}.
        </p>
      ) : null}
      {requests.length > 0 ? <RequestList requests={requests} headingLevel="h2" /> : null}

      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
