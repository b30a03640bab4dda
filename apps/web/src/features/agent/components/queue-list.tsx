import type { AgentSummary, RequestQueueItem } from '@thamani/domain/requests';
import type { Role } from '@thamani/domain/access';
import { getQueueActions } from '../lib/queue-actions';
import { QueueItem } from './queue-item';
import { QueueItemActions } from './queue-item-actions';

type QueueListProps = {
  items: readonly RequestQueueItem[];
  role: Role;
  myProfileId: string | null;
  agents: readonly AgentSummary[];
};

export function QueueList({ items, role, myProfileId, agents }: QueueListProps) {
  return (
    <ul aria-label="Request queue" className="grid gap-3">
      {items.map((item) => (
        <QueueItem
          key={item.id}
          item={item}
          actions={<QueueItemActions item={item} allowed={getQueueActions(item, role, myProfileId)} agents={agents} />}
        />
      ))}
    </ul>
  );
}
