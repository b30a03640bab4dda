import { dueDateLabel, formatDate, propertyTypeLabel } from '@thamani/domain/display';
import { fromNairobiWallTime } from '@thamani/domain/nairobi-time';
import { REQUEST_PRIORITY_LABELS, type RequestDetail } from '@thamani/domain/requests';
import { Card, CardContent } from '@/components/ui/card';

/** "4 Dec 2026" for a 'YYYY-MM-DD' Nairobi date. */
export function formatYmdDate(ymd: string): string {
  return formatDate(fromNairobiWallTime(ymd, 12, 0).toISOString());
}

/** The job the visit is booked for: which request, which property where, whose, by when. */
export function VisitJobSummary({ job }: { job: RequestDetail }) {
  const p = job.property;
  const place = [p?.address, p?.town, p?.county].filter(Boolean).join(', ') || 'N/A';
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold wrap-anywhere">
          <span className="mr-2 font-mono text-base font-medium text-muted-foreground">{job.reference}</span>
          {p?.title ?? 'Untitled property'}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Field label="Address" value={place} />
          <Field label="Property type" value={propertyTypeLabel(p?.propertyType)} />
          <Field label="Client" value={job.requester.fullName} />
          <div className="flex min-w-0 gap-1">
            <dt className="shrink-0 text-muted-foreground">Contact phone:</dt>
            <dd className="min-w-0 font-medium">
              {job.contactPhone ? (
                <a className="text-primary underline-offset-4 hover:underline" href={`tel:${job.contactPhone}`}>
                  {job.contactPhone}
                </a>
              ) : (
                'N/A'
              )}
            </dd>
          </div>
          <Field label="Preferred date" value={job.preferredDate ? formatYmdDate(job.preferredDate) : 'None given'} />
          <Field label="Priority" value={REQUEST_PRIORITY_LABELS[job.priority]} />
          <Field label="Due date" value={`${dueDateLabel(job.dueDate)}${job.overdue ? ' (overdue)' : ''}`} />
        </dl>
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{value}</dd>
    </div>
  );
}
