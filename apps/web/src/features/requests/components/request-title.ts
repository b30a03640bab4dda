import type { RequestListItem } from '@thamani/domain/requests';

/** A request is named after its property; a request without one still needs a title. */
export function getRequestTitle(request: RequestListItem): string {
  return request.property?.title ?? 'Valuation request';
}
