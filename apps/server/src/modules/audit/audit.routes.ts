import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditActorsQuerySchema,
  AuditActorsResponseSchema,
  AuditLogFiltersSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
} from '@thamani/domain/audit-log';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY } from '#platform/auth/guard.ts';
import { contentDisposition } from '../documents/documents.routes.ts';
import { auditCsvFilename, findAuditActors, listAuditLog, streamAuditCsv } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['admin'];
  const auditReaders = { preHandler: ctx.guard.requirePermission('audit:read') };

  r.get(
    '/api/admin/audit',
    {
      ...auditReaders,
      schema: {
        tags,
        summary:
          'The audit log (admins): newest first, filtered by person, entity, action and Nairobi dates; keyset pages',
        security,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (request) => listAuditLog(ctx, request.query),
  );

  r.get(
    '/api/admin/audit.csv',
    {
      ...auditReaders,
      schema: {
        tags,
        summary: 'The filtered audit log as a CSV attachment (admins), streamed in keyset batches',
        security,
        querystring: AuditLogFiltersSchema,
      },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(auditCsvFilename(ctx.now())))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(streamAuditCsv(ctx, request.query));
    },
  );

  r.get(
    '/api/admin/audit/actors',
    {
      ...auditReaders,
      schema: {
        tags,
        summary: 'People to filter the audit log by: name or e-mail contains q (admins; up to 20)',
        security,
        querystring: AuditActorsQuerySchema,
        response: { 200: AuditActorsResponseSchema },
      },
    },
    async (request) => findAuditActors(ctx, request.query.q),
  );
}
