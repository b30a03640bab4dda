import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { pageOf } from './pagination.ts';
import { AdminPropertiesQuerySchema, AdminPropertyDetailSchema, AdminPropertyListItemSchema } from './properties.ts';

/** The admins' property register: search, and one property's whole history. */
const tag = 'properties';
const IdParams = z.object({ id: z.uuid() });

export const PROPERTY_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/properties',
    access: 'property:manage',
    query: AdminPropertiesQuerySchema,
    response: pageOf(AdminPropertyListItemSchema),
    tag,
    summary: 'Search properties (admins): title words or an LR number however written, county, town; newest first',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/properties/:id',
    access: 'property:manage',
    params: IdParams,
    response: AdminPropertyDetailSchema,
    tag,
    summary: 'A property with every request, visit, inspection, report, document, its values over time and likely duplicates (admins)',
  }),
};
