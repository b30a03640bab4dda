import type { Notification } from '@thamani/domain/notifications';
import type { NOTIFICATION_ENDPOINTS } from '@thamani/domain/notifications.endpoints';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

type NotificationPage = z.infer<(typeof NOTIFICATION_ENDPOINTS)['list']['response']>;
type UnreadCount = { count: number };

/**
 * Exact cache updates for the list (first page) and the unread count, so a mutation or a pushed
 * notification never needs a refetch. A cache that was never loaded stays unloaded.
 */
function setList(queryClient: QueryClient, update: (page: NotificationPage) => NotificationPage) {
  queryClient.setQueryData<NotificationPage>(notificationKeys.list, (page) => (page ? update(page) : page));
}

function adjustUnread(queryClient: QueryClient, by: number) {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (current) =>
    current ? { count: Math.max(0, current.count + by) } : current,
  );
}

/** A pushed notification: newest first in the list, +1 unread; a repeat is ignored. */
export function addNotificationToCache(queryClient: QueryClient, notification: Notification): void {
  const page = queryClient.getQueryData<NotificationPage>(notificationKeys.list);
  if (page?.items.some((item) => item.id === notification.id)) {
    return;
  }
  setList(queryClient, (current) => ({ ...current, items: [notification, ...current.items] }));
  if (notification.readAt === null) {
    adjustUnread(queryClient, 1);
  }
}

/** One notification read: its readAt set, −1 unread only if it was unread. */
export function markReadInCache(queryClient: QueryClient, notification: Notification, readAt: string): void {
  const cached = queryClient
    .getQueryData<NotificationPage>(notificationKeys.list)
    ?.items.find((item) => item.id === notification.id);
  const wasUnread = (cached ?? notification).readAt === null;
  if (!wasUnread) {
    return;
  }
  setList(queryClient, (page) => ({
    ...page,
    items: page.items.map((item) => (item.id === notification.id ? { ...item, readAt } : item)),
  }));
  adjustUnread(queryClient, -1);
}

/** Everything read: every unread item gets readAt, the count becomes 0. */
export function markAllReadInCache(queryClient: QueryClient, readAt: string): void {
  setList(queryClient, (page) => ({
    ...page,
    items: page.items.map((item) => (item.readAt === null ? { ...item, readAt } : item)),
  }));
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count: 0 });
}
