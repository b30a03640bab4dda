import type { Notification } from '@thamani/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS } from '@thamani/domain/notifications.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { markReadInCache } from '../notification-cache';

/** Marks one of the signed-in user's notifications read. */
export function markNotificationRead(id: string) {
  return callEndpoint(NOTIFICATION_ENDPOINTS.markRead, { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useChangeMutation('notification.read', {
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (_data, notification) => markReadInCache(queryClient, notification, new Date().toISOString()),
  });
}
