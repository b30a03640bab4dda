import type { FastifyInstance } from 'fastify';
import { PROPERTY_ENDPOINTS as E } from '@thamani/domain/properties.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getPropertyDetail, listProperties } from './properties.service.ts';

/** The admins' property register (PROPERTY_ENDPOINTS). */
export function registerPropertyRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ identity, query }) => listProperties(ctx, identity, query));

  serveEndpoint(app, ctx.guard, E.detail, ({ identity, params }) => getPropertyDetail(ctx, identity, params.id));
}
