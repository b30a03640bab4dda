import type { VisitDetail } from '@thamani/domain/visits';
import type { ReactNode } from 'react';
import { formatDuration, formatVisitDate, formatVisitTime } from '../lib/format-visit';
import { VisitStatusBadge } from './visit-status-badge';

/** The visit's facts: property, client, when, how long, notes, status and why it was cancelled. */
export function VisitDetails({ visit }: { visit: VisitDetail }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      <Item label="Property">
        <span className="font-semibold">{visit.property?.title ?? 'Untitled property'}</span>
        <span className="block text-muted-foreground">{visit.property?.address ?? 'No address given'}</span>
        <span className="block font-mono text-xs break-all text-muted-foreground">
          Property ID: {visit.property?.id ?? 'N/A'}
        </span>
      </Item>
      <Item label="Client">
        <span className="block">{visit.client?.fullName ?? 'No client on record'}</span>
        {visit.client?.phone ? (
          <a
            href={`tel:${visit.client.phone}`}
            className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline sm:min-h-0"
          >
            {visit.client.phone}
          </a>
        ) : (
          <span className="text-muted-foreground">No phone number</span>
        )}
      </Item>
      <Item label="Date">{formatVisitDate(visit.scheduledDate)}</Item>
      <Item label="Time">{formatVisitTime(visit.scheduledDate)} (Nairobi time)</Item>
      <Item label="Duration">{formatDuration(visit.durationMinutes)}</Item>
      <Item label="Status">
        <VisitStatusBadge status={visit.status} />
      </Item>
      <Item label="Valuer">{visit.agent.fullName}</Item>
      <Item label="Notes">{visit.notes ?? <span className="text-muted-foreground">None</span>}</Item>
      {visit.cancelReason ? <Item label="Cancel reason">{visit.cancelReason}</Item> : null}
    </dl>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}
