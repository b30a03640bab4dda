import type { AdminRequestListItem } from '@thamani/domain/admin-requests';
import { formatDate } from '@thamani/domain/display';
import { formatLrNumber } from '@thamani/domain/lr-number';
import { REQUEST_PRIORITY_LABELS, REQUEST_PURPOSE_LABELS } from '@thamani/domain/requests';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

/** What each row shows, worded once for the table and the phone cards. */
export function requestFacts(item: AdminRequestListItem) {
  return {
    place: [item.town, item.county].filter(Boolean).join(', ') || 'Not given',
    lrNumber: item.lrNumber ? formatLrNumber(item.lrNumber) : 'No LR number given',
    purpose: item.purpose ? REQUEST_PURPOSE_LABELS[item.purpose] : 'Purpose not given',
    priority: REQUEST_PRIORITY_LABELS[item.priority],
    valuer: item.valuer?.name ?? 'Unassigned',
    received: formatDate(item.requestedAt),
    completed: item.completedAt ? formatDate(item.completedAt) : '—',
  };
}

/** The request's reference, the line people quote on the phone. */
export function RequestReference({ item }: { item: AdminRequestListItem }) {
  return (
    <span className="font-mono text-xs font-medium whitespace-nowrap text-muted-foreground">{item.reference}</span>
  );
}

/** The request's title, opening its page in the admin area. */
export function RequestLink({ item, id }: { item: AdminRequestListItem; id?: string }) {
  return (
    <Link
      id={id}
      to={paths.admin.request(item.id)}
      className="rounded-sm font-semibold wrap-anywhere text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {item.title}
    </Link>
  );
}

/** The due date, flagged when the request is overdue. */
export function DueCell({ item }: { item: AdminRequestListItem }) {
  if (!item.dueDate) {
    return <span className="text-muted-foreground">Not set</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>
      {item.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
    </span>
  );
}
