import { dueDateLabel, formatDate, propertyTypeLabel } from '@thamani/domain/display';
import type { RequestListItem as RequestListItemData } from '@thamani/domain/requests';
import { FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { getRequestTitle } from './request-title';

/** One request of "My Requests" with its listed fields. */
export function RequestListItem({ request, headingLevel: Heading = 'h3' }: { request: RequestListItemData; headingLevel?: 'h2' | 'h3' }) {
  const title = getRequestTitle(request);
  const headingId = `request-${request.id}-title`;
  return (
    <li
      id={request.id}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={headingId} className="text-base font-semibold">
            {title}
          </Heading>
          <RequestStatusBadge status={request.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          Ref. <span className="font-mono font-medium whitespace-nowrap text-foreground">{request.reference}</span>
        </p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <Field label="Submitted" value={formatDate(request.requestedAt)} />
          <Field label="Due date" value={dueDateLabel(request.dueDate)} />
          <Field label="Property type" value={propertyTypeLabel(request.property?.propertyType)} />
        </dl>
      </div>
      <div className="flex gap-2 sm:justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.myRequest(request.id)}>
            View<span className="sr-only"> {title}</span>
          </Link>
        </Button>
        {request.status === 'completed' ? (
          // The request's page holds the report card: Download Report once the signed PDF is issued.
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.myRequest(request.id)}>
              <FileDown aria-hidden="true" />
              Report<span className="sr-only"> for {title}</span>
            </Link>
          </Button>
        ) : null}
      </div>
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
