import { dueDateLabel, formatDate, propertyTypeLabel } from '@thamani/domain/display';
import { REQUEST_PRIORITY_LABELS, type RequestQueueItem } from '@thamani/domain/requests';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { OverdueBadge, QueueStatusBadge } from './queue-status-badge';

type QueueItemProps = {
  item: RequestQueueItem;
  /** The row's buttons (accept, release, schedule, assign), decided by the page. */
  actions: ReactNode;
};

/** One request in the agent queue: what, where, for whom, by when. */
export function QueueItem({ item, actions }: QueueItemProps) {
  const title = item.property?.title ?? 'Untitled property';
  const headingId = `queue-${item.id}-title`;
  const place = [item.town, item.county].filter(Boolean).join(', ') || 'N/A';
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'grid gap-4 rounded-lg border bg-card p-4 lg:grid-cols-[1fr_auto] lg:items-start',
        item.overdue && 'border-destructive/60',
      )}
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {title}
          </h3>
          <QueueStatusBadge status={item.status} />
          {item.overdue ? <OverdueBadge /> : null}
        </div>
        <p className="font-mono text-xs break-all text-muted-foreground">ID: {item.id}</p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <Field label="Due date" value={dueDateLabel(item.dueDate)} />
          <Field label="Priority" value={REQUEST_PRIORITY_LABELS[item.priority]} />
          <Field label="Location" value={place} />
          <Field label="Client" value={item.requesterName} />
          <Field label="Submitted" value={formatDate(item.requestedAt)} />
          <Field label="Property type" value={propertyTypeLabel(item.property?.propertyType)} />
        </dl>
      </div>
      <div className="flex flex-wrap items-end gap-2 lg:justify-end">{actions}</div>
    </li>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1 sm:flex-col sm:gap-0">
      {/* The label never breaks; a long value beside it wraps instead. */}
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
