import type { AgentSummary, RequestQueueItem } from '@thamani/domain/requests';
import { formatDateTime } from '@thamani/domain/display';
import { CalendarCheck, CalendarPlus, FolderOpen } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAcceptRequest } from '../api/accept-request';
import { useAssignRequest } from '../api/assign-request';
import { useReleaseRequest } from '../api/release-request';
import type { QueueActions } from '../lib/queue-actions';
import { AssignAgentSelect } from './assign-agent-select';

/** The navigation state /agent/schedule reads (exactly requestId and propertyId). */
export type ScheduleVisitState = { requestId: string; propertyId: string | undefined };

type QueueItemActionsProps = {
  item: RequestQueueItem;
  allowed: QueueActions;
  agents: readonly AgentSummary[];
};

/** 44 px touch targets on phones (agents use the queue on site); the compact size from `sm` up. */
const TOUCH = 'h-11 px-4 text-sm sm:h-8 sm:px-3 sm:text-xs';

export function QueueItemActions({ item, allowed, agents }: QueueItemActionsProps) {
  const navigate = useNavigate();
  const accept = useAcceptRequest();
  const release = useReleaseRequest();
  const assign = useAssignRequest();
  const busy = accept.isPending || release.isPending || assign.isPending;
  // The row's heading describes each button, whose name stays the plain verb.
  const describedBy = `queue-${item.id}-title`;

  const scheduleVisit = () => {
    const state: ScheduleVisitState = { requestId: item.id, propertyId: item.property?.id };
    // ?request= too, so the page survives a reload (navigation state does not).
    void navigate(`${paths.agent.schedule}?request=${encodeURIComponent(item.id)}`, { state });
  };

  return (
    <>
      {allowed.main === 'visit-booked' && item.visit ? (
        <Button asChild size="sm" className={TOUCH} variant="secondary">
          <Link to={paths.agent.visit(item.visit.id)} aria-describedby={describedBy}>
            <CalendarCheck aria-hidden="true" />
            Visit booked: {formatDateTime(item.visit.scheduledAt)}
          </Link>
        </Button>
      ) : null}
      {allowed.main === 'accept' ? (
        <Button
          size="sm"
          className={TOUCH}
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => accept.mutate(item.id)}
        >
          Accept
        </Button>
      ) : null}
      {allowed.main === 'schedule' ? (
        <Button size="sm" className={TOUCH} aria-describedby={describedBy} disabled={busy} onClick={scheduleVisit}>
          <CalendarPlus aria-hidden="true" />
          Schedule Visit
        </Button>
      ) : null}
      {allowed.canRelease ? (
        // The request's own page: its documents, visit and timeline (the assigned valuer's view of the file).
        <Button asChild size="sm" className={TOUCH} variant="outline" aria-describedby={describedBy}>
          <Link to={paths.agentDashboard.request(item.id)}>
            <FolderOpen aria-hidden="true" />
            Open
          </Link>
        </Button>
      ) : null}
      {allowed.canRelease ? (
        <Button
          size="sm"
          className={TOUCH}
          variant="outline"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => release.mutate(item.id)}
        >
          Release
        </Button>
      ) : null}
      {allowed.canAssign ? (
        <AssignAgentSelect
          requestId={item.id}
          value={item.assignedAgentId}
          agents={agents}
          disabled={busy}
          onAssign={(agentId) => assign.mutate({ requestId: item.id, agentId })}
        />
      ) : null}
    </>
  );
}
