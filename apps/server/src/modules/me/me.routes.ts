import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangeRoleBodySchema, ChangeRoleResponseSchema, MeResponseSchema } from '@thamani/domain/me';
import type { AppContext } from '#context.ts';
import { publishInvalidation } from '#platform/auth/auth-cache.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { registerAccountRoutes } from '../account/account.routes.ts';
import { ensureMe, switchOwnRole } from './me.service.ts';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The account page's routes live under /api/me too.
  registerAccountRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: ctx.guard.authenticate };
  const security = AUTH_SECURITY;

  async function ensure(identity: ReturnType<typeof getIdentity>) {
    const { me, created } = await ensureMe(ctx.db, identity, ctx.settings.twoFactorRequiredFor);
    if (created) {
      await publishInvalidation(ctx.cache, ctx.bus, { userId: identity.userId });
    }
    return me;
  }

  r.get(
    '/api/me',
    { ...secured, schema: { tags: ['me'], summary: 'The signed-in user, profile and role', security, response: { 200: MeResponseSchema } } },
    // Self-healing read: a user whose rows are missing gets them created, as ensure would.
    async (request) => ensure(getIdentity(request)),
  );

  r.post(
    '/api/me/ensure',
    {
      ...secured,
      schema: { tags: ['me'], summary: 'Create the profile and role rows if missing (idempotent)', security, response: { 200: MeResponseSchema } },
    },
    async (request) => ensure(getIdentity(request)),
  );

  r.put(
    '/api/me/role',
    {
      ...secured,
      schema: {
        tags: ['me'],
        summary: 'Role self-service (demo only; 403 when off)',
        security,
        body: ChangeRoleBodySchema,
        response: { 200: ChangeRoleResponseSchema },
      },
    },
    async (request) => switchOwnRole(ctx, getIdentity(request), request.body.role),
  );
}
