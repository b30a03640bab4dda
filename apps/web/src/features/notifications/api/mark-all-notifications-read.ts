import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS } from '@thamani/domain/notifications.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { markAllReadInCache } from '../notification-cache';

/** Marks every one of the signed-in user's notifications read. */
export function markAllNotificationsRead() {
  return callEndpoint(NOTIFICATION_ENDPOINTS.markAllRead, {});
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useChangeMutation('notification.read-all', {
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markAllReadInCache(queryClient, new Date().toISOString()),
  });
}
