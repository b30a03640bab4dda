import type { FastifyInstance } from 'fastify';
import { SETTINGS_ENDPOINTS } from '@thamani/domain/settings.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, SETTINGS_ENDPOINTS.public, async () => ({
    roleSelfService: ctx.settings.roleSelfService,
    requireEmailConfirmation: ctx.settings.requireEmailConfirmation,
    devMailbox: !ctx.settings.isProduction,
    mpesaSimulator: !ctx.settings.isProduction && ctx.settings.mpesa?.env === 'simulator',
  }));
}
