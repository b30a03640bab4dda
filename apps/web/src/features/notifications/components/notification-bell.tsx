import { formatDateTime } from '@thamani/domain/display';
import type { Notification } from '@thamani/domain/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatRelativeTime } from '../relative-time';
import { toastMutationError } from '../toast-mutation-error';

/** How many of the latest notifications the menu lists. */
export const BELL_LIST_SIZE = 8;

export function notificationsLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/** The navigation bar's bell: unread count badge, the latest notifications, mark read. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  // The list is only needed once the menu has been opened; the stream keeps it fresh after that.
  const notifications = useNotifications({ enabled: open });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const count = unread.data?.count ?? 0;
  const items = notifications.data?.items ?? [];
  const hasUnread = count > 0 || items.some((item) => item.readAt === null);

  const openItem = (notification: Notification) => {
    if (notification.readAt === null) {
      markRead.mutate(notification, { onError: toastMutationError });
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={notificationsLabel(count)}>
          <Bell aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 h-5 min-w-5 rounded-full bg-destructive px-1 text-center text-[0.7rem] leading-5 font-semibold text-destructive-foreground"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-2rem))]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={!hasUnread || markAll.isPending}
            // Stay open so the items can be seen turning read.
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate(undefined, { onError: toastMutationError });
            }}
            className="text-xs"
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator />
        {/* A menu may hold only menu items, groups and separators (a status or alert region in it
            is an ARIA error): the loading and error states are items that cannot be chosen. */}
        {notifications.isPending ? (
          <DropdownMenuItem disabled className="justify-center py-6 text-muted-foreground">
            Loading notifications…
          </DropdownMenuItem>
        ) : null}
        {notifications.isError ? (
          <DropdownMenuItem disabled className="justify-center py-6 text-destructive">
            Could not load notifications. {notifications.error.message}
          </DropdownMenuItem>
        ) : null}
        {notifications.isSuccess && items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">No new notifications</p>
        ) : null}
        {items.slice(0, BELL_LIST_SIZE).map((notification) => (
          <BellItem key={notification.id} notification={notification} onOpen={openItem} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function BellItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const isUnread = notification.readAt === null;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 self-start rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('truncate', isUnread ? 'font-semibold' : 'text-muted-foreground')}>
          {notification.title}
          {isUnread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{notification.body}</span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-xs text-muted-foreground"
        >
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </>
  );
  const className = cn('items-start', isUnread && 'bg-primary/5');
  if (notification.link) {
    return (
      <DropdownMenuItem asChild className={className} onSelect={() => onOpen(notification)}>
        <Link to={notification.link}>{content}</Link>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem className={className} onSelect={() => onOpen(notification)}>
      {content}
    </DropdownMenuItem>
  );
}
