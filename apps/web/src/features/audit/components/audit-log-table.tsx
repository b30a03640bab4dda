import type { AuditLogItem } from '@thamani/domain/audit-log';
import { formatDateTime } from '@thamani/domain/display';
import { useId } from 'react';
import { Link } from 'react-router';

const SHORT_ID_LENGTH = 8;

function EntityCell({ item }: { item: AuditLogItem }) {
  const name = item.entityId ? `${item.entityLabel} ${item.entityId.slice(0, SHORT_ID_LENGTH)}` : item.entityLabel;
  if (!item.link) {
    return <span>{name}</span>;
  }
  return (
    <Link
      to={item.link}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {name}
    </Link>
  );
}

function PersonCell({ actor }: { actor: AuditLogItem['actor'] }) {
  if (!actor) {
    return <span className="text-muted-foreground">System</span>;
  }
  return (
    <span className="grid">
      <span>{actor.name ?? actor.email}</span>
      {actor.name ? <span className="text-xs break-all text-muted-foreground">{actor.email}</span> : null}
    </span>
  );
}

/** The log's rows; on a phone the table scrolls sideways inside its own focusable region. */
export function AuditLogTable({ items }: { items: readonly AuditLogItem[] }) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          Audit log, newest first
        </caption>
        <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When (Nairobi)
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Person
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Entity
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </td>
              <td className="px-3 py-2">
                <PersonCell actor={item.actor} />
              </td>
              <td className="px-3 py-2">{item.actionLabel}</td>
              <td className="px-3 py-2">
                <EntityCell item={item} />
              </td>
              <td className="px-3 py-2 wrap-anywhere">{item.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
