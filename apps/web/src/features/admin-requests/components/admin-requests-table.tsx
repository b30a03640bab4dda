import type { AdminRequestListItem } from '@thamani/domain/admin-requests';
import { useId, type ReactNode } from 'react';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { DueCell, RequestLink, RequestReference, requestFacts } from './request-cells';

const HEADINGS = ['Request', 'Status', 'People', 'Dates'];

/** A labelled line inside a cell: the label never breaks, the value wraps only between words. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <span className="whitespace-nowrap text-muted-foreground">{label}:</span>
      <span className="wrap-anywhere">{children}</span>
    </div>
  );
}

/**
 * The list as a table on wide screens. Four columns, each holding related facts on lines of their
 * own, so the table fits its column at 1024 px and up without sideways scrolling and words wrap
 * only at spaces (a word is never split). The reference is each row's first line.
 */
export function AdminRequestsTable({ items }: { items: readonly AdminRequestListItem[] }) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} className="rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          Requests, newest received first
        </caption>
        <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => {
            const facts = requestFacts(item);
            return (
              <tr key={item.id} className="align-top">
                <td className="px-3 py-2">
                  <div className="grid gap-0.5">
                    <RequestReference item={item} />
                    <RequestLink item={item} />
                    <span className="text-xs wrap-anywhere text-muted-foreground">
                      {facts.lrNumber} · {facts.place}
                    </span>
                    <span className="text-xs text-muted-foreground">{facts.purpose}</span>
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div className="grid justify-items-start gap-1">
                    <RequestStatusBadge status={item.status} />
                    <span className="text-xs whitespace-nowrap text-muted-foreground">{facts.priority} priority</span>
                  </div>
                </td>
                <td className="px-3 py-2">
                  <Line label="Client">{item.requesterName}</Line>
                  <Line label="Valuer">{facts.valuer}</Line>
                </td>
                <td className="px-3 py-2">
                  <Line label="Received">{facts.received}</Line>
                  <Line label="Due">
                    <DueCell item={item} />
                  </Line>
                  <Line label="Completed">{facts.completed}</Line>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
