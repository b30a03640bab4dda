import { NotificationSchema } from '@thamani/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { navigateTo } from '@/lib/navigation';
import { useRealtimeEvent } from '@/lib/realtime/realtime-context';
import { addNotificationToCache } from '../notification-cache';

/** A pushed `notification`: into the list and the unread count, and a toast with its title. */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const parsed = NotificationSchema.safeParse(data);
    if (!parsed.success) {
      console.warn('Ignoring a malformed notification event', parsed.error);
      return;
    }
    const notification = parsed.data;
    addNotificationToCache(queryClient, notification);
    const link = notification.link;
    toast(notification.title, {
      id: `notification-${notification.id}`,
      description: notification.body,
      action: link ? { label: 'View', onClick: () => navigateTo(link) } : undefined,
    });
  });
}
