import { NotificationCreatedEvent } from '@thamani/domain/notifications';
import { toast } from 'sonner';
import { navigateTo } from '@/lib/navigation';
import { notificationKeys } from '@/lib/query-keys/notification-keys';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { getNotification } from './api/get-notification';
import { addNotificationToCache } from './notification-cache';

/**
 * A `notification` event carries its id: the notification is fetched, goes first in the list
 * (+1 unread; a repeat is ignored) and shows as a toast with its title.
 */
export const realtime = realtimeFeature({
  refetchOnReset: [notificationKeys.all],
  handlers: [
    realtimeHandler(NotificationCreatedEvent, async ({ notificationId }, { queryClient }) => {
      const notification = await getNotification(notificationId);
      addNotificationToCache(queryClient, notification);
      const link = notification.link;
      toast(notification.title, {
        id: `notification-${notification.id}`,
        description: notification.body,
        action: link ? { label: 'View', onClick: () => navigateTo(link) } : undefined,
      });
    }),
  ],
});
