import { formatDateTime } from '@thamani/domain/display';
import type { ReportSection, Review } from '@thamani/domain/reports';
import { CheckCircle2, MessageSquareWarning } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type ReviewCommentsCardProps = {
  review: Review;
  /** The report's sections, to name the sections the comments are tied to. */
  sections: readonly Pick<ReportSection, 'id' | 'title'>[];
  /** The heading level that fits the page's outline (h2 by default). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * One admin decision on a submitted version: who decided, when, the overall comment and the
 * comments tied to sections. The valuer reads it on the report page, the admin in the review history.
 */
export function ReviewCommentsCard({ review, sections, headingLevel = 'h2', className }: ReviewCommentsCardProps) {
  const headingId = useId();
  const titles = new Map(sections.map((section) => [section.id, section.title]));
  const approved = review.decision === 'approved';
  const Icon = approved ? CheckCircle2 : MessageSquareWarning;

  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className={cn(!approved && 'border-warning')}>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Icon aria-hidden="true" className={cn('size-5 shrink-0', approved ? 'text-success' : 'text-warning')} />
            <CardTitle as={headingLevel} id={headingId} className="text-lg">
              {approved ? 'Approved' : 'Changes requested'} on submission {review.n}
            </CardTitle>
          </div>
          <p className="text-sm text-muted-foreground">
            {review.reviewer.name} · {formatDateTime(review.createdAt)}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {review.comment ? <p className="text-sm whitespace-pre-line wrap-anywhere">{review.comment}</p> : null}
          {review.sectionComments.length > 0 ? (
            <ul aria-label="Comments on sections" className="grid gap-3">
              {review.sectionComments.map((item) => (
                <li key={item.sectionId} className="grid gap-1 rounded-md border-l-4 border-warning bg-muted/40 p-3">
                  <Badge variant="outline">{titles.get(item.sectionId) ?? 'A section no longer in the report'}</Badge>
                  <p className="text-sm whitespace-pre-line wrap-anywhere">{item.comment}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
