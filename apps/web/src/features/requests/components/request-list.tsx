import type { RequestListItem as RequestListItemData } from '@thamani/domain/requests';
import { RequestListItem } from './request-list-item';

export function RequestList({
  requests,
  label = 'Valuation requests',
}: {
  requests: readonly RequestListItemData[];
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {requests.map((request) => (
        <RequestListItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
