import type { FastifyInstance } from 'fastify';
import { AUDIT_ENDPOINTS as E } from '@thamani/domain/audit.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { contentDisposition } from '#platform/http/content-disposition.ts';
import { auditCsvFilename, findAuditActors, listAuditLog, streamAuditCsv } from './audit.service.ts';

/** The audit log (admins): AUDIT_ENDPOINTS. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.log, ({ query }) => listAuditLog(ctx, query));

  serveEndpoint(app, ctx.guard, E.csv, async ({ query, reply }) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(auditCsvFilename(ctx.now())))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return reply.send(streamAuditCsv(ctx, query));
  });

  serveEndpoint(app, ctx.guard, E.actors, ({ query }) => findAuditActors(ctx, query.q));
}
