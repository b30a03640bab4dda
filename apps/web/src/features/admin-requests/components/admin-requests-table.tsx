import type { AdminRequestListItem } from '@thamani/domain/admin-requests';
import { useId } from 'react';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';
import { DueCell, RequestLink, requestFacts } from './request-cells';

const HEADINGS = [
  'Request',
  'Location',
  'Purpose',
  'Status',
  'Priority',
  'Client',
  'Valuer',
  'Received',
  'Due',
  'Completed',
];

/** The list as a table on wider screens; it scrolls sideways inside its own focusable region. */
export function AdminRequestsTable({ items }: { items: readonly AdminRequestListItem[] }) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[64rem] text-left text-sm">
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
                <td className="grid gap-0.5 px-3 py-2">
                  <RequestLink item={item} />
                  <span className="text-xs text-muted-foreground">LR {facts.lrNumber}</span>
                </td>
                <td className="px-3 py-2">{facts.place}</td>
                <td className="px-3 py-2">{facts.purpose}</td>
                <td className="px-3 py-2">
                  <RequestStatusBadge status={item.status} />
                </td>
                <td className="px-3 py-2">{facts.priority}</td>
                <td className="px-3 py-2">{item.requesterName}</td>
                <td className="px-3 py-2">{facts.valuer}</td>
                <td className="px-3 py-2 whitespace-nowrap">{facts.received}</td>
                <td className="px-3 py-2">
                  <DueCell item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{facts.completed}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
