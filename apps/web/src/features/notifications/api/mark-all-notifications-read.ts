import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { markAllReadInCache } from '../notification-cache';

const NoContent = z.unknown();

/** POST /api/notifications/read-all (204). */
export function markAllNotificationsRead() {
  return apiRequest('/api/notifications/read-all', { method: 'POST', schema: NoContent });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useChangeMutation('notification.read-all', {
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markAllReadInCache(queryClient, new Date().toISOString()),
  });
}
