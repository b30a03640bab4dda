import { formatDateTime } from '@thamani/domain/display';
import type { Notification } from '@thamani/domain/notifications';
import { BellOff, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type NotificationListProps = {
  notifications: readonly Notification[];
  /** Offered on unread items ("Mark as read"), and called when an unread item's link is opened. */
  onMarkRead?: (notification: Notification) => void;
  /** The item whose mark-as-read is in flight. */
  markingId?: string | null;
};

export function NotificationList({ notifications, onMarkRead, markingId = null }: NotificationListProps) {
  if (notifications.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">No new notifications</p>
        <p className="text-sm text-muted-foreground">Updates on your valuation requests will appear here.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Notifications" className="grid gap-1">
      {notifications.map((notification) => {
        const isUnread = notification.readAt === null;
        const open = () => {
          if (isUnread) {
            onMarkRead?.(notification);
          }
        };
        return (
          <li
            key={notification.id}
            data-state={isUnread ? 'unread' : 'read'}
            className={cn('flex items-start gap-3 rounded-md px-3 py-3', isUnread ? 'bg-primary/5' : '')}
          >
            <span
              aria-hidden="true"
              className={cn('mt-2 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
            />
            <div className="grid min-w-0 flex-1 gap-1">
              <p className={isUnread ? 'font-semibold' : 'font-medium text-muted-foreground'}>
                {notification.link ? (
                  <Link to={notification.link} onClick={open} className="underline-offset-4 hover:underline">
                    {notification.title}
                  </Link>
                ) : (
                  <span>{notification.title}</span>
                )}
                {isUnread ? <span className="sr-only"> (unread)</span> : null}
              </p>
              <p className="text-sm text-muted-foreground">{notification.body}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
              </p>
            </div>
            {isUnread && onMarkRead ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={markingId === notification.id}
                onClick={() => onMarkRead(notification)}
              >
                <Check aria-hidden="true" />
                Mark as read
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
