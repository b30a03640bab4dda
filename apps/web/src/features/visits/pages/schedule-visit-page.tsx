import { GUARD_MESSAGES, VALIDATION_MESSAGES, VISIT_MESSAGES } from '@thamani/domain/messages';
import { canScheduleVisits } from '@thamani/domain/policies';
import {
  type RescheduleVisitBody,
  ScheduleVisitBodySchema,
  VISIT_DEFAULT_DURATION_MINUTES,
} from '@thamani/domain/visits';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useVisitJob } from '../api/get-visit-job';
import { useScheduleVisit } from '../api/schedule-visit';
import { DayVisits } from '../components/day-visits';
import { VisitJobSummary } from '../components/visit-job-summary';
import { VisitSlotForm } from '../components/visit-slot-form';

/** What the queue's "Schedule Visit" passes (navigation state: requestId and propertyId). */
type ScheduleState = { requestId?: unknown; propertyId?: unknown } | null;

type ScheduleTarget = { requestId: string | null; propertyId: string | null; fromUrl: boolean };

/**
 * The request from the navigation state, else from ?request= (a reload loses the state but keeps
 * the address); with only the address, the property is read from the request itself.
 */
function readTarget(state: unknown, params: URLSearchParams): ScheduleTarget {
  const s = (typeof state === 'object' ? state : null) as ScheduleState;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const fromState = text(s?.requestId);
  if (fromState) {
    return { requestId: fromState, propertyId: text(s?.propertyId), fromUrl: false };
  }
  return { requestId: text(params.get('request')), propertyId: null, fromUrl: true };
}

/** Why the page cannot be used without its navigation state, or null. A missing request is reported first. */
function missingStateMessage({ requestId, propertyId, fromUrl }: ScheduleTarget): string | null {
  if (!requestId) {
    return VISIT_MESSAGES.missingInfo;
  }
  return propertyId || fromUrl ? null : VISIT_MESSAGES.noProperty;
}

/** /agent/schedule — Schedule Site Visit. Agent only: admins are turned away. */
export function ScheduleVisitPage() {
  const { role } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = readTarget(location.state, params);
  const { requestId } = target;
  const isAgent = canScheduleVisits({ role });
  const missing = isAgent ? missingStateMessage(target) : null;

  useEffect(() => {
    if (!isAgent) {
      toast.error(GUARD_MESSAGES.accessDeniedTitle, { id: 'guard-agent', description: GUARD_MESSAGES.agentRequired });
    } else if (missing) {
      // The id keeps React's double effects (StrictMode) to one toast.
      toast.error(missing, { id: 'schedule-visit-state' });
    }
  }, [isAgent, missing]);

  if (!isAgent) {
    return <Navigate to={paths.home} replace />;
  }
  if (!requestId || missing) {
    return <Navigate to={paths.agentDashboard.requestsTab} replace />;
  }
  return <ScheduleVisitForm requestId={requestId} statePropertyId={target.propertyId} />;
}

function ScheduleVisitForm({ requestId, statePropertyId }: { requestId: string; statePropertyId: string | null }) {
  const navigate = useNavigate();
  const { me } = useAuth();
  const schedule = useScheduleVisit();
  const job = useVisitJob(requestId);
  const propertyId = statePropertyId ?? job.data?.property?.id ?? null;
  const backToQueue = () => void navigate(paths.agentDashboard.requestsTab);

  const onSubmit = async (values: RescheduleVisitBody) => {
    if (!me) {
      toast.error(VALIDATION_MESSAGES.visitSignedIn);
      return;
    }
    if (!propertyId) {
      toast.error(VISIT_MESSAGES.noProperty);
      return;
    }
    // The full contract (ids included), checked once more before it leaves.
    const body = ScheduleVisitBodySchema.safeParse({ requestId, propertyId, ...values });
    if (!body.success) {
      toast.error(VISIT_MESSAGES.scheduleFailed(body.error.issues[0]?.message));
      return;
    }
    try {
      await schedule.mutateAsync(body.data);
      toast.success(VISIT_MESSAGES.scheduled);
      backToQueue();
    } catch (error) {
      // A 409 overlap carries the server's own words; anything else its message.
      toast.error(VISIT_MESSAGES.scheduleFailed(error instanceof Error && error.message ? error.message : undefined));
    }
  };

  return (
    <>
      <div>
        <Link
          to={paths.agentDashboard.requestsTab}
          className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Requests
        </Link>
      </div>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Schedule Site Visit</h1>
        <p className="text-muted-foreground">
          Pick a weekday, a time between 8:00 AM and 5:30 PM (Nairobi time) and how long you need on site.
        </p>
      </header>
      <section aria-label="The job" className="grid">
        {job.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {job.isError ? <DataLoadErrorFallback error={job.error} onRetry={() => void job.refetch()} /> : null}
        {job.data ? <VisitJobSummary job={job.data} /> : null}
      </section>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <VisitSlotForm
            preferredDate={job.data?.preferredDate ?? null}
            renderDayInfo={(date) => <DayVisits date={date} />}
            defaultValues={{ date: '', time: '', durationMinutes: VISIT_DEFAULT_DURATION_MINUTES, notes: '' }}
            submitLabel="Schedule Visit"
            pendingLabel="Scheduling visit"
            onSubmit={onSubmit}
            onCancel={backToQueue}
          />
        </CardContent>
      </Card>
    </>
  );
}
