import type { AdminRequestListItem } from '@thamani/domain/admin-requests';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { DueCell, RequestLink, RequestReference, requestFacts } from './request-cells';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The list as cards on a phone: one per request, the title opening it. */
export function AdminRequestCards({ items }: { items: readonly AdminRequestListItem[] }) {
  return (
    <ul aria-label="Requests" className="grid gap-3">
      {items.map((item) => {
        const facts = requestFacts(item);
        const titleId = `admin-request-${item.id}`;
        return (
          <li key={item.id} aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <RequestReference item={item} />
                <RequestLink item={item} id={titleId} />
              </div>
              <RequestStatusBadge status={item.status} />
            </div>
            <dl className="grid gap-1 text-sm">
              <Fact label="Plot">{facts.lrNumber}</Fact>
              <Fact label="Location">{facts.place}</Fact>
              <Fact label="Purpose">{facts.purpose}</Fact>
              <Fact label="Priority">{facts.priority}</Fact>
              <Fact label="Client">{item.requesterName}</Fact>
              <Fact label="Valuer">{facts.valuer}</Fact>
              <Fact label="Received">{facts.received}</Fact>
              <Fact label="Due">
                <DueCell item={item} />
              </Fact>
              <Fact label="Completed">{facts.completed}</Fact>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
