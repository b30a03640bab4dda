import type { ReportSection, Review } from '@thamani/domain/reports';
import { useId } from 'react';
import { ReviewCommentsCard } from './review-comments-card';

/** The decisions made so far on this report's submissions, newest first. */
export function ReviewHistory({
  reviews,
  sections,
}: {
  reviews: readonly Review[];
  sections: readonly Pick<ReportSection, 'id' | 'title'>[];
}) {
  const headingId = useId();
  const newestFirst = [...reviews].sort((a, b) => b.n - a.n);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Earlier reviews
      </h2>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-muted-foreground">No decision has been made on this report yet.</p>
      ) : (
        newestFirst.map((review) => (
          <ReviewCommentsCard key={review.id} review={review} sections={sections} headingLevel="h3" />
        ))
      )}
    </section>
  );
}
