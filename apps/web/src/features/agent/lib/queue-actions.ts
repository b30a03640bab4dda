import { nextStatus, type RequestQueueItem } from '@thamani/domain/requests';
import type { Role } from '@thamani/domain/roles';

export type QueueActions = {
  canAccept: boolean;
  canRelease: boolean;
  canSchedule: boolean;
  canAssign: boolean;
};

/**
 * Which buttons a queue row offers, mirroring the API's rules (docs/api.md) and the
 * status table: agents accept unassigned pending requests; the assigned agent releases and
 * schedules; admins assign and release but do not schedule — /agent/schedule is agent only.
 */
export function getQueueActions(
  item: Pick<RequestQueueItem, 'status' | 'assignedAgentId'>,
  role: Role,
  myProfileId: string | null,
): QueueActions {
  const isMine = myProfileId !== null && item.assignedAgentId === myProfileId;
  const isAdmin = role === 'admin';
  const isAgent = role === 'agent';
  return {
    canAccept: isAgent && item.assignedAgentId === null && nextStatus(item.status, 'accept') !== null,
    canRelease: (isMine || isAdmin) && item.assignedAgentId !== null && nextStatus(item.status, 'release') !== null,
    canSchedule: isAgent && isMine && nextStatus(item.status, 'schedule_visit') !== null,
    canAssign: isAdmin && nextStatus(item.status, 'assign') !== null,
  };
}
