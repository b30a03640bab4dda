import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { isNotFound, useVisit } from '../api/get-visit';
import { RescheduleVisit } from '../components/reschedule-visit';
import { VisitActions } from '../components/visit-actions';
import { VisitDetails } from '../components/visit-details';
import { VisitInspectionCard } from '../components/visit-inspection-card';
import { VisitNotFound } from '../components/visit-not-found';

/** /agent/visit/:visitId — one visit: details, reschedule, complete, cancel, and the review link. */
export function VisitDetailsPage() {
  const { visitId = '' } = useParams();
  const { me, role } = useAuth();
  const query = useVisit(visitId);
  const [rescheduling, setRescheduling] = useState(false);

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
  const isOwner = me !== null && visit.agent.id === me.profile.id;

  return (
    <>
      <div>
        <Link
          to={paths.agent.visits}
          className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Site Visits
        </Link>
      </div>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Visit Details</h1>
        <p className="text-muted-foreground">{visit.property?.title ?? 'Site visit'}</p>
      </header>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <VisitDetails visit={visit} />
          <VisitActions
            visit={visit}
            actor={{ role, profileId: me?.profile.id ?? null }}
            onReschedule={() => setRescheduling(true)}
          />
        </CardContent>
      </Card>
      {visit.status === 'cancelled' ? null : (
        <VisitInspectionCard
          visitId={visit.id}
          canInspect={isOwner}
          visitOpen={visit.status === 'scheduled' || visit.status === 'completed'}
        />
      )}
      {rescheduling && visit.status === 'scheduled' ? (
        <RescheduleVisit visit={visit} onDone={() => setRescheduling(false)} />
      ) : null}
    </>
  );
}
