import { formatDateTime } from '@thamani/domain/display';
import type { Notification } from '@thamani/domain/notifications';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
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
    <ul aria-label="Notifications" className="divide-y">
      {notifications.map((notification) => (
        <li key={notification.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn('size-2 shrink-0 rounded-full', notification.readAt ? 'bg-transparent' : 'bg-primary')}
            />
            <span className="font-medium">
              {notification.link ? (
                <Link to={notification.link} className="underline-offset-4 hover:underline">
                  {notification.title}
                </Link>
              ) : (
                notification.title
              )}
            </span>
            {notification.readAt ? null : <span className="sr-only">(unread)</span>}
          </div>
          <p className="pl-4 text-sm text-muted-foreground">{notification.body}</p>
          <p className="pl-4 text-xs text-muted-foreground">
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
