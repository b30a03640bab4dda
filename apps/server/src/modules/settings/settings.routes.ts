import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicSettingsSchema } from '@thamani/domain/me';
import type { AppContext } from '#context.ts';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings',
    { schema: { tags: ['settings'], summary: 'Public switches the UI mirrors', response: { 200: PublicSettingsSchema } } },
    async () => ({
      roleSelfService: ctx.settings.roleSelfService,
      requireEmailConfirmation: ctx.settings.requireEmailConfirmation,
      devMailbox: !ctx.settings.isProduction,
    }),
  );
}
