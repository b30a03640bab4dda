import { dueDateLabel, formatDate, propertyTypeLabel } from '@thamani/domain/display';
import { fromNairobiWallTime } from '@thamani/domain/nairobi-time';
import { REQUEST_PRIORITY_LABELS, type RequestDetail } from '@thamani/domain/requests';
import { InlineDefinition } from '@/components/inline-definition';
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
          <InlineDefinition label="Address">{place}</InlineDefinition>
          <InlineDefinition label="Property type">{propertyTypeLabel(p?.propertyType)}</InlineDefinition>
          <InlineDefinition label="Client">{job.requester.fullName}</InlineDefinition>
          <InlineDefinition label="Contact phone">
            {job.contactPhone ? (
              <a className="text-primary underline-offset-4 hover:underline" href={`tel:${job.contactPhone}`}>
                {job.contactPhone}
              </a>
            ) : (
              'N/A'
            )}
          </InlineDefinition>
          <InlineDefinition label="Preferred date">
            {job.preferredDate ? formatYmdDate(job.preferredDate) : 'None given'}
          </InlineDefinition>
          <InlineDefinition label="Priority">{REQUEST_PRIORITY_LABELS[job.priority]}</InlineDefinition>
          <InlineDefinition label="Due date">{`${dueDateLabel(job.dueDate)}${job.overdue ? ' (overdue)' : ''}`}</InlineDefinition>
        </dl>
      </CardContent>
    </Card>
  );
}
