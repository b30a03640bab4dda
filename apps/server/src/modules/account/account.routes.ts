import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountResponseSchema,
  DeviceListSchema,
  DeviceParamsSchema,
  RevokeOthersResponseSchema,
  UpdateAccountBodySchema,
} from '@thamani/domain/account';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { getAccount, listDevices, revokeDevice, revokeOtherDevices, updateAccount } from './account.service.ts';

/**
 * Everyone's own account: name and phone, and the signed-in devices. Password changes and
 * two-factor sign-in are better-auth's own endpoints behind the proxy (/api/auth/*).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: ctx.guard.authenticate };
  const security = AUTH_SECURITY;
  const tags = ['account'];

  r.get(
    '/api/me/account',
    { ...secured, schema: { tags, summary: 'Your name, e-mail and phone', security, response: { 200: AccountResponseSchema } } },
    async (request) => getAccount(ctx, getIdentity(request)),
  );

  r.patch(
    '/api/me/account',
    {
      ...secured,
      schema: {
        tags,
        summary: 'Change your name and phone (a Kenyan mobile number, or "" to remove it)',
        security,
        body: UpdateAccountBodySchema,
        response: { 200: AccountResponseSchema },
      },
    },
    async (request) => updateAccount(ctx, getIdentity(request), request.body),
  );

  r.get(
    '/api/me/sessions',
    { ...secured, schema: { tags, summary: 'Your signed-in devices, the most recently active first', security, response: { 200: DeviceListSchema } } },
    async (request) => listDevices(ctx, getIdentity(request)),
  );

  r.delete(
    '/api/me/sessions/:id',
    {
      ...secured,
      schema: { tags, summary: 'Sign out one of your devices (204 also when it is already signed out)', security, params: DeviceParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeDevice(ctx, getIdentity(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/me/sessions/revoke-others',
    {
      ...secured,
      // The body is empty JSON ({}): a form or text post is refused like on every other write.
      schema: { tags, summary: 'Sign out every device but this one', security, body: z.object({}).strict(), response: { 200: RevokeOthersResponseSchema } },
    },
    async (request) => revokeOtherDevices(ctx, getIdentity(request)),
  );
}
