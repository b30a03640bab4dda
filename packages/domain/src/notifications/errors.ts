import { defineMessages } from '../messages/define.ts';

/** What the notifications' API answers when it refuses. */
export const NOTIFICATION_ERROR_MESSAGES = defineMessages('notificationErrors', {
  notFound: 'Notification not found',
});
