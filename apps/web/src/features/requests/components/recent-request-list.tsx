import { formatDate } from '@thamani/domain/display';
import type { RequestListItem } from '@thamani/domain/requests';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { getRequestTitle } from './request-title';

/** The compact list of "Recent Activity"; each title opens the request. */
export function RecentRequestList({ requests }: { requests: readonly RequestListItem[] }) {
  return (
    <ul aria-label="Recent requests" className="divide-y">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
          <div className="grid min-w-0 gap-0.5">
            <Link
              to={paths.myRequest(request.id)}
              className="truncate rounded-sm font-medium underline-offset-4 hover:underline"
            >
              {getRequestTitle(request)}
            </Link>
            <span className="text-sm text-muted-foreground">
              <span className="font-mono whitespace-nowrap">{request.reference}</span> · Submitted{' '}
              {formatDate(request.requestedAt)}
            </span>
          </div>
          <RequestStatusBadge status={request.status} />
        </li>
      ))}
    </ul>
  );
}
