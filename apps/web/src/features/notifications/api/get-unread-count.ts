import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS } from '@thamani/domain/notifications.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

/** How many are unread: every unread one, not just the first page. */
export function getUnreadCount(signal?: AbortSignal) {
  return callEndpoint(NOTIFICATION_ENDPOINTS.unreadCount, { signal });
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
