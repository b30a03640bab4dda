import type { Notification } from '@thamani/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { markReadInCache } from '../notification-cache';

const NoContent = z.unknown();

/** POST /api/notifications/:id/read (204). */
export function markNotificationRead(id: string) {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: NoContent });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (_data, notification) => markReadInCache(queryClient, notification, new Date().toISOString()),
  });
}
