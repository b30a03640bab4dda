import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@thamani/domain/pagination';
import {
  AdminPropertiesQuerySchema,
  AdminPropertyDetailSchema,
  AdminPropertyListItemSchema,
} from '@thamani/domain/properties';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { getPropertyDetail, listProperties } from './properties.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function registerPropertyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['properties'];
  const propertyManagers = { preHandler: ctx.guard.requirePermission('property:manage') };

  r.get(
    '/api/admin/properties',
    {
      ...propertyManagers,
      schema: {
        tags,
        summary: 'Search properties (admins): title words or an LR number however written, county, town; newest first',
        security,
        querystring: AdminPropertiesQuerySchema,
        response: { 200: pageOf(AdminPropertyListItemSchema) },
      },
    },
    async (request) => listProperties(ctx, getIdentity(request), request.query),
  );

  r.get(
    '/api/admin/properties/:id',
    {
      ...propertyManagers,
      schema: {
        tags,
        summary:
          'A property with every request, visit, inspection, report, document, its values over time and likely duplicates (admins)',
        security,
        params: IdParams,
        response: { 200: AdminPropertyDetailSchema },
      },
    },
    async (request) => getPropertyDetail(ctx, getIdentity(request), request.params.id),
  );
}
