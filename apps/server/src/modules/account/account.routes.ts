import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ENDPOINTS as E } from '@thamani/domain/account.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getAccount, listDevices, revokeDevice, revokeOtherDevices, updateAccount } from './account.service.ts';

/**
 * Everyone's own account: name and phone, and the signed-in devices (ACCOUNT_ENDPOINTS). Password
 * changes and two-factor sign-in are better-auth's own endpoints behind the proxy.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.account, ({ identity }) => getAccount(ctx, identity));

  serveEndpoint(app, ctx.guard, E.update, ({ identity, body }) => updateAccount(ctx, identity, body));

  serveEndpoint(app, ctx.guard, E.devices, ({ identity }) => listDevices(ctx, identity));

  serveEndpoint(app, ctx.guard, E.revokeDevice, async ({ identity, params }) => {
    await revokeDevice(ctx, identity, params.id);
    return null;
  });

  serveEndpoint(app, ctx.guard, E.revokeOthers, ({ identity }) => revokeOtherDevices(ctx, identity));
}
