import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationSchema } from '@thamani/domain/notifications';
import { PageQuerySchema, pageOf } from '@thamani/domain/pagination';
import type { AppContext } from '../../context.ts';
import { AUTH_SECURITY, getIdentity } from '../../platform/auth/guard.ts';
import { listOwnNotifications } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/notifications',
    {
      preHandler: ctx.guard.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (keyset pagination)",
        security: AUTH_SECURITY,
        querystring: PageQuerySchema,
        response: { 200: pageOf(NotificationSchema) },
      },
    },
    async (request) => listOwnNotifications(ctx.db, getIdentity(request), request.query),
  );
}
