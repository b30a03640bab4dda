import { REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A request that does not exist, or is not the caller's (the server answers 404 for both). */
export function RequestNotFound({
  audience = 'client',
  backTo = paths.admin.requests,
}: {
  audience?: 'client' | 'staff';
  /** Staff's list of requests: the admin's or the valuer's queue. */
  backTo?: string;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{REQUEST_TOAST_MESSAGES.notFound}</h1>
      <p className="max-w-md text-muted-foreground">
        We couldn&apos;t find this valuation request. The link may be mistyped, or the request belongs to another
        account.
      </p>
      <Button asChild>
        {audience === 'staff' ? (
          <Link to={backTo}>Back to requests</Link>
        ) : (
          <Link to={paths.myRequests}>Back to My Requests</Link>
        )}
      </Button>
    </div>
  );
}
