import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS } from '@thamani/domain/notifications.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

/** The signed-in user's own, newest first (first page). */
export function getNotifications(signal?: AbortSignal) {
  return callEndpoint(NOTIFICATION_ENDPOINTS.list, { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
