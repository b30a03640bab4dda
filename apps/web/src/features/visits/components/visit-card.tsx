import type { VisitListItem } from '@thamani/domain/visits';
import { Calendar, Clock, MapPin, User } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatVisitDate, formatVisitTime } from '../lib/format-visit';
import { VisitStatusBadge } from './visit-status-badge';

/** One site visit: property title, address, property id, status, date, time and client. */
export function VisitCard({ visit }: { visit: VisitListItem }) {
  const title = visit.property?.title ?? 'Untitled property';
  const headingId = `visit-${visit.id}-title`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <VisitStatusBadge status={visit.status} />
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {visit.property?.address ?? 'No address given'}
      </p>
      <p className="font-mono text-xs break-all text-muted-foreground">Property ID: {visit.property?.id ?? 'N/A'}</p>
      <dl className="grid gap-1 text-sm">
        <div className="flex items-center gap-2">
          <Calendar aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">Date</dt>
          <dd>{formatVisitDate(visit.scheduledDate)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">Time</dt>
          <dd>
            {formatVisitTime(visit.scheduledDate)} · {visit.durationMinutes} minutes
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <User aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">Client</dt>
          <dd>{visit.client?.fullName ?? 'No client on record'}</dd>
        </div>
      </dl>
      <div className="flex justify-end">
        {/* 44 px tall on phones, where agents open visits on site. */}
        <Button asChild variant="outline" size="sm" className="h-11 px-4 text-sm sm:h-8 sm:px-3 sm:text-xs">
          <Link to={paths.agent.visit(visit.id)} aria-describedby={headingId}>
            View details
          </Link>
        </Button>
      </div>
    </li>
  );
}
