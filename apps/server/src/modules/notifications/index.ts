/**
 * The notifications area's front door: `notify` writes a notification in the caller's transaction.
 * Other modules import only this file.
 */
export { notificationEvents } from './notifications.events.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
export { markRead } from './notifications.service.ts';
export { notify, toNotification } from './notify.ts';
