import type { RequestListItem as RequestListItemData } from '@thamani/domain/requests';
import { RequestListItem } from './request-list-item';

export function RequestList({
  requests,
  label = 'Valuation requests',
  headingLevel = 'h3',
}: {
  requests: readonly RequestListItemData[];
  label?: string;
  /** Each request's title: h2 where the list sits right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {requests.map((request) => (
        <RequestListItem key={request.id} request={request} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
