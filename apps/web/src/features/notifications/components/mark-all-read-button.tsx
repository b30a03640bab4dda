import { CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { toastMutationError } from '../toast-mutation-error';

/** The Notifications tab's action (was a disabled "Manage"): enabled while anything is unread. */
export function MarkAllReadButton() {
  const notifications = useNotifications();
  const unread = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const hasUnread =
    (unread.data?.count ?? 0) > 0 || (notifications.data?.items.some((item) => item.readAt === null) ?? false);

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!hasUnread || markAll.isPending}
      onClick={() => markAll.mutate(undefined, { onError: toastMutationError })}
    >
      <CheckCheck aria-hidden="true" />
      Mark all as read
    </Button>
  );
}
