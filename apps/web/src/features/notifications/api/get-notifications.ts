import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationSchema } from '@thamani/domain/notifications';
import { pageOf } from '@thamani/domain/pagination';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

export const NotificationPageSchema = pageOf(NotificationSchema);

/** GET /api/notifications — the signed-in user's own, newest first (first page). */
export function getNotifications(signal?: AbortSignal) {
  return apiRequest('/api/notifications', { schema: NotificationPageSchema, signal });
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
