import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { NotificationSchema, UnreadCountSchema } from './notifications.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';

/** Everyone's own notifications: the list, the unread count, one by id, marking them read. */
const tag = 'notifications';
const IdParams = z.object({ id: z.uuid() });

export const NOTIFICATION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signed-in',
    query: PageQuerySchema,
    response: pageOf(NotificationSchema),
    tag,
    summary: "The caller's notifications, newest first (keyset pagination)",
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'signed-in',
    response: UnreadCountSchema,
    tag,
    summary: 'How many of the caller’s notifications are unread',
  }),
  notification: endpoint({
    method: 'GET',
    path: '/api/notifications/:id',
    access: 'signed-in',
    params: IdParams,
    response: NotificationSchema,
    tag,
    summary: 'One of the caller’s notifications, as announced by the `notification` event (404 for anyone else’s)',
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signed-in',
    params: IdParams,
    response: z.null(),
    status: 204,
    tag,
    summary: 'Mark one of the caller’s notifications read (404 for anyone else’s)',
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'signed-in',
    response: z.null(),
    status: 204,
    tag,
    summary: 'Mark all of the caller’s notifications read',
  }),
};
