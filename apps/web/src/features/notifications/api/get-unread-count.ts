import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnreadCountSchema } from '@thamani/domain/notifications';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

/** GET /api/notifications/unread-count — every unread one, not just the first page. */
export function getUnreadCount(signal?: AbortSignal) {
  return apiRequest('/api/notifications/unread-count', { schema: UnreadCountSchema, signal });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
