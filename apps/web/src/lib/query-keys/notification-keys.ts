/** Query keys of the notifications feature; the realtime stream refetches all of ['notifications']. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
