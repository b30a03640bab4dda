import { type QueueMainAction, canAccept, canAssign, canRelease, canScheduleVisit, queueMainAction } from '@thamani/domain/policies';
import type { RequestQueueItem } from '@thamani/domain/requests';
import type { Role } from '@thamani/domain/access';

export type QueueActions = {
  /** The row's first offer: accept, schedule, or the booked visit shown in its place. */
  main: QueueMainAction;
  canAccept: boolean;
  canRelease: boolean;
  canSchedule: boolean;
  canAssign: boolean;
};

/**
 * Which buttons a queue row offers: the server's own rules (the domain policies). Agents accept
 * unassigned pending requests; the assigned agent releases and schedules; admins assign and
 * release but do not schedule — /agent/schedule is agent only. Once a visit is booked the row
 * shows it instead of offering "Schedule Visit" again. A queue row does not name its
 * requester, which none of these rules needs.
 */
export function getQueueActions(
  item: Pick<RequestQueueItem, 'status' | 'assignedAgentId' | 'visit'>,
  role: Role,
  myProfileId: string | null,
): QueueActions {
  const actor = { role, profileId: myProfileId };
  const request = { requesterId: null, assignedAgentId: item.assignedAgentId, status: item.status };
  return {
    main: queueMainAction(actor, { ...request, visit: item.visit }),
    canAccept: canAccept(actor, request),
    canRelease: canRelease(actor, request),
    canSchedule: canScheduleVisit(actor, request),
    canAssign: canAssign(actor, request),
  };
}
