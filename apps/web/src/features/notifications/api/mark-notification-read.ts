import type { Notification } from '@thamani/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { markReadInCache } from '../notification-cache';

const NoContent = z.unknown();

/** POST /api/notifications/:id/read (204). */
export function markNotificationRead(id: string) {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: NoContent });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useChangeMutation('notification.read', {
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (_data, notification) => markReadInCache(queryClient, notification, new Date().toISOString()),
  });
}
