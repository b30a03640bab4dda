import type { FastifyInstance } from 'fastify';
import { ME_ENDPOINTS as E } from '@thamani/domain/me.endpoints';
import type { AppContext } from '#context.ts';
import { publishInvalidation, type Identity } from '#platform/auth/auth-cache.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { registerAccountRoutes } from '../account/index.ts';
import { ensureMe, switchOwnRole } from './me.service.ts';

/** The signed-in user (ME_ENDPOINTS). */
export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The account page's routes live under /api/me too.
  registerAccountRoutes(app, ctx);

  async function ensure(identity: Identity) {
    const { me, created } = await ensureMe(ctx.db, identity, ctx.settings.twoFactorRequiredFor);
    if (created) {
      await publishInvalidation(ctx.cache, ctx.bus, { userId: identity.userId });
    }
    return me;
  }

  // Self-healing read: a user whose rows are missing gets them created, as ensure would.
  serveEndpoint(app, ctx.guard, E.me, ({ identity }) => ensure(identity));

  serveEndpoint(app, ctx.guard, E.ensure, ({ identity }) => ensure(identity));

  serveEndpoint(app, ctx.guard, E.changeRole, ({ identity, body }) => switchOwnRole(ctx, identity, body.role));
}
