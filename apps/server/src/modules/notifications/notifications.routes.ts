import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotificationSchema, UnreadCountSchema } from '@thamani/domain/notifications';
import { PageQuerySchema, pageOf } from '@thamani/domain/pagination';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { countUnread, getOwnNotification, listOwnNotifications, markAllRead, markRead } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: ctx.guard.authenticate };
  const security = AUTH_SECURITY;
  const tags = ['notifications'];

  r.get(
    '/api/notifications',
    {
      ...secured,
      schema: {
        tags,
        summary: "The caller's notifications, newest first (keyset pagination)",
        security,
        querystring: PageQuerySchema,
        response: { 200: pageOf(NotificationSchema) },
      },
    },
    async (request) => listOwnNotifications(ctx.db, getIdentity(request), request.query),
  );

  r.get(
    '/api/notifications/unread-count',
    { ...secured, schema: { tags, summary: 'How many of the caller’s notifications are unread', security, response: { 200: UnreadCountSchema } } },
    async (request) => countUnread(ctx.db, getIdentity(request)),
  );

  r.get(
    '/api/notifications/:id',
    {
      ...secured,
      schema: {
        tags,
        summary: 'One of the caller’s notifications, as announced by the `notification` event (404 for anyone else’s)',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: NotificationSchema },
      },
    },
    async (request) => getOwnNotification(ctx.db, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      ...secured,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read (404 for anyone else’s)',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markRead(ctx.db, getIdentity(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/notifications/read-all',
    { ...secured, schema: { tags, summary: 'Mark all of the caller’s notifications read', security, response: { 204: z.null() } } },
    async (request, reply) => {
      await markAllRead(ctx.db, getIdentity(request));
      return reply.status(204).send(null);
    },
  );
}
