import { AuditActorsQuerySchema, AuditActorsResponseSchema, AuditLogFiltersSchema, AuditLogPageSchema, AuditLogQuerySchema } from './audit-log.ts';
import { endpoint } from './endpoints.ts';

/** The audit log (admins): its pages, its CSV export and the people to filter it by. */
const tag = 'admin';

export const AUDIT_ENDPOINTS = {
  log: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'audit:read',
    query: AuditLogQuerySchema,
    response: AuditLogPageSchema,
    tag,
    summary: 'The audit log (admins): newest first, filtered by person, entity, action and Nairobi dates; keyset pages',
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/audit.csv',
    access: 'audit:read',
    query: AuditLogFiltersSchema,
    response: 'file',
    tag,
    summary: 'The filtered audit log as a CSV attachment (admins), streamed in keyset batches',
  }),
  actors: endpoint({
    method: 'GET',
    path: '/api/admin/audit/actors',
    access: 'audit:read',
    query: AuditActorsQuerySchema,
    response: AuditActorsResponseSchema,
    tag,
    summary: 'People to filter the audit log by: name or e-mail contains q (admins; up to 20)',
  }),
};
