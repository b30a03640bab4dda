import { canManageVisit, canRescheduleVisit, canReviewVisit, type Actor } from '@thamani/domain/policies';
import type { CancelVisitBody, VisitDetail } from '@thamani/domain/visits';
import { CalendarClock, CheckCircle2, ClipboardPen } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCancelVisit } from '../api/cancel-visit';
import { useCompleteVisit } from '../api/complete-visit';
import { CancelVisitDialog } from './cancel-visit-dialog';
import { runChange } from '@/lib/cache/run-change';

type VisitActionsProps = {
  visit: VisitDetail;
  /** Who is looking: the domain policies decide what they are offered (its valuer reschedules and
   * reviews; its valuer and admins complete and cancel). */
  actor: Actor;
  onReschedule: () => void;
};

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unknown error');

export function VisitActions({ visit, actor, onReschedule }: VisitActionsProps) {
  const complete = useCompleteVisit();
  const cancel = useCancelVisit();
  const access = { agentId: visit.agent.id, status: visit.status };
  const canReschedule = canRescheduleVisit(actor, access);
  const canManage = canManageVisit(actor, access);
  const canReview = canReviewVisit(actor, access);
  const busy = complete.isPending || cancel.isPending;

  const markCompleted = () =>
    runChange(complete, visit.id, {
      onSuccess: () => toast.success('Visit marked as completed'),
      onError: (error) => toast.error(`Failed to complete visit: ${errorText(error)}`),
    });

  const cancelVisit = async (body: CancelVisitBody) => {
    try {
      await cancel.mutateAsync({ visitId: visit.id, body });
      toast.success('Site visit cancelled');
      return true;
    } catch (error) {
      toast.error(`Failed to cancel visit: ${errorText(error)}`);
      return false;
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canReschedule ? (
        <Button variant="outline" onClick={onReschedule} disabled={busy}>
          <CalendarClock aria-hidden="true" />
          Reschedule
        </Button>
      ) : null}
      {canManage ? (
        <Button onClick={markCompleted} disabled={busy}>
          <CheckCircle2 aria-hidden="true" />
          Mark Completed
        </Button>
      ) : null}
      {canManage ? <CancelVisitDialog onConfirm={cancelVisit} disabled={busy} /> : null}
      {canReview ? (
        <Button asChild variant="secondary">
          <Link to={paths.agent.visitReview(visit.id)}>
            <ClipboardPen aria-hidden="true" />
            {visit.review ? 'Edit Review' : 'Write Review'}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
