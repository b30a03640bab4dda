import type { FastifyInstance } from 'fastify';
import { FEES_ENDPOINTS as E } from '@thamani/domain/fees.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getFirmFees, quoteForFirm, updateFirmFees } from './fees.service.ts';

/** What a valuation costs (anyone) and the firm's fee settings (admins): FEES_ENDPOINTS. */
export function registerFeesRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.quote, ({ body }) => quoteForFirm(ctx, body));
  serveEndpoint(app, ctx.guard, E.settings, () => getFirmFees(ctx));
  serveEndpoint(app, ctx.guard, E.update, ({ identity, body }) => updateFirmFees(ctx, identity, body));
}
