import { formatDateTime } from '@thamani/domain/display';
import type { VisitReviewBody } from '@thamani/domain/visits';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound, useVisit } from '../api/get-visit';
import { useSaveVisitReview } from '../api/save-visit-review';
import { VisitNotFound } from '../components/visit-not-found';
import { VisitReviewForm } from '../components/visit-review-form';
import { formatVisitDate } from '../lib/format-visit';

/** /agent/visit/:visitId/review — the post-visit review, kept as a draft until marked final. */
export function VisitReviewPage() {
  const { visitId = '' } = useParams();
  const query = useVisit(visitId);
  const saveReview = useSaveVisitReview();

  if (query.isError && isNotFound(query.error)) {
    return <VisitNotFound />;
  }
  // A background refetch that fails (a weak signal at the site) keeps the visit on screen.
  if (!query.data) {
    return query.isError ? (
      <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <PageSpinner label="Loading visit" />
    );
  }

  const visit = query.data;
  const onSave = async (body: VisitReviewBody) => {
    try {
      await saveReview.mutateAsync({ visitId: visit.id, body });
      toast.success(body.draft ? 'Review draft saved' : 'Review saved');
    } catch (error) {
      toast.error(
        `Failed to save review: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`,
      );
    }
  };

  return (
    <>
      <div>
        <Link
          to={paths.agent.visit(visit.id)}
          className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Visit Details
        </Link>
      </div>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Post-visit Review</h1>
        <p className="text-muted-foreground">
          {visit.property?.title ?? 'Site visit'} · {formatVisitDate(visit.scheduledDate)}
        </p>
        {visit.review ? (
          <p className="text-sm text-muted-foreground" role="status">
            {visit.review.draft ? 'Draft' : 'Final review'} saved {formatDateTime(visit.review.updatedAt)}
          </p>
        ) : null}
      </header>
      <Card>
        <CardContent className="pt-6">
          <VisitReviewForm key={visit.review?.updatedAt ?? 'new'} saved={visit.review} onSave={onSave} />
        </CardContent>
      </Card>
    </>
  );
}
