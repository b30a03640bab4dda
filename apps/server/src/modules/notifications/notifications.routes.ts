import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_ENDPOINTS as E } from '@thamani/domain/notifications.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { countUnread, getOwnNotification, listOwnNotifications, markAllRead, markRead } from './notifications.service.ts';

/** Everyone's own notifications (NOTIFICATION_ENDPOINTS). */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ identity, query }) => listOwnNotifications(ctx.db, identity, query));

  serveEndpoint(app, ctx.guard, E.unreadCount, ({ identity }) => countUnread(ctx.db, identity));

  serveEndpoint(app, ctx.guard, E.notification, ({ identity, params }) => getOwnNotification(ctx.db, identity, params.id));

  serveEndpoint(app, ctx.guard, E.markRead, async ({ identity, params }) => {
    await markRead(ctx.db, identity, params.id);
    return null;
  });

  serveEndpoint(app, ctx.guard, E.markAllRead, async ({ identity }) => {
    await markAllRead(ctx.db, identity);
    return null;
  });
}
