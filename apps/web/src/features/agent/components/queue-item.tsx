import { dueDateLabel } from '@thamani/domain/display';
import { REQUEST_PRIORITY_LABELS, type RequestQueueItem } from '@thamani/domain/requests';
import type { ReactNode } from 'react';
import { InlineDefinition } from '@/components/inline-definition';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { cn } from '@/lib/utils';
import { OverdueBadge } from './overdue-badge';

type QueueItemProps = {
  item: RequestQueueItem;
  /** The row's buttons (accept, release, schedule, assign) or its booked visit, decided by the page. */
  actions: ReactNode;
};

/** Priorities worth a word on a compact card; normal and low go unsaid. */
const LOUD_PRIORITIES = new Set<RequestQueueItem['priority']>(['high', 'urgent']);

/** One request in the agent queue, compact: its reference, what and where, by when, where it stands. */
export function QueueItem({ item, actions }: QueueItemProps) {
  const title = item.property?.title ?? 'Untitled property';
  const headingId = `queue-${item.id}-title`;
  const place = [item.town, item.county].filter(Boolean).join(', ') || 'N/A';
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-3 sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center',
        item.overdue && 'border-destructive/60',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {/* The reference people quote on the phone; the heading (the row's name) stays the property. */}
          <span className="font-mono text-sm font-medium text-muted-foreground">{item.reference}</span>
          <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere">
            {title}
          </h3>
          <RequestStatusBadge status={item.status} />
          {item.overdue ? <OverdueBadge /> : null}
          {LOUD_PRIORITIES.has(item.priority) ? (
            <span className="text-xs font-medium">{REQUEST_PRIORITY_LABELS[item.priority]} priority</span>
          ) : null}
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
          <InlineDefinition label="Location">{place}</InlineDefinition>
          <InlineDefinition label="Due">{dueDateLabel(item.dueDate)}</InlineDefinition>
          <InlineDefinition label="Client">{item.requesterName}</InlineDefinition>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">{actions}</div>
    </li>
  );
}
