import { AdminRequestsPageSchema, AdminRequestsQuerySchema } from './admin-requests.ts';
import { endpoint } from './endpoints.ts';

/** Every request, for the admins' list and its filters. */
export const ADMIN_REQUESTS_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/requests',
    access: 'request:read-any',
    query: AdminRequestsQuerySchema,
    response: AdminRequestsPageSchema,
    tag: 'admin',
    summary:
      'Every request (admins), filtered by status or open, county, purpose, valuer or unassigned, overdue, revised, received and completed Nairobi dates; newest received first, keyset pages',
  }),
};
