import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { toastMutationError } from '../toast-mutation-error';
import { NotificationList } from './notification-list';
import { NotificationListSkeleton } from './notification-list-skeleton';

/** The dashboard's Notifications tab body: latest notifications, read/unread, mark one read. */
export function NotificationFeed() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();

  if (notifications.isPending) {
    return <NotificationListSkeleton />;
  }
  if (notifications.isError) {
    return <DataLoadErrorFallback error={notifications.error} onRetry={() => void notifications.refetch()} />;
  }
  return (
    <NotificationList
      notifications={notifications.data.items}
      markingId={markRead.isPending ? markRead.variables.id : null}
      onMarkRead={(notification) => markRead.mutate(notification, { onError: toastMutationError })}
    />
  );
}
