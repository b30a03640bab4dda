import { formatDateTime } from '@thamani/domain/display';
import type { RequestDetail } from '@thamani/domain/requests';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { sortTimeline, timelineLabel } from './timeline-label';

/** The status timeline built from the audit trail, oldest first. */
export function RequestTimeline({ timeline }: { timeline: RequestDetail['timeline'] }) {
  if (timeline.length === 0) {
    return <p className="text-sm text-muted-foreground">No updates yet.</p>;
  }
  return (
    <ol aria-label="Status timeline" className="grid gap-4 border-l pl-5">
      {sortTimeline(timeline).map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative grid gap-1">
          <span aria-hidden="true" className="absolute top-1.5 -left-[26px] size-2.5 rounded-full bg-primary" />
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{timelineLabel(entry)}</span>
            {entry.status ? <RequestStatusBadge status={entry.status} /> : null}
          </div>
          <span className="text-sm text-muted-foreground">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.by ? ` · by ${entry.by.fullName}` : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
