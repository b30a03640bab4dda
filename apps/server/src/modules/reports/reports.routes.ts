import type { FastifyInstance } from 'fastify';
import { REPORT_ENDPOINTS as E } from '@thamani/domain/reports.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { contentDisposition } from '#platform/http/content-disposition.ts';
import { openReportPdf, verifyReport } from './reports.delivery.ts';
import { VerifyLimited } from './verify-limit.ts';
import { approveReport, requestReportChanges, submitReport } from './reports.review.ts';
import { checkReport, saveReport } from './reports.drafts.ts';
import { listReadyForReport, listReports } from './reports.lists.ts';
import { getReport, getReportVersion } from './reports.read.ts';
import { startReport } from './reports.start.ts';

/**
 * Valuation reports (REPORT_ENDPOINTS): lists and starting are the agent area's (clients 403);
 * single reports answer 404 to all but their valuer and admins.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.ready, ({ identity }) => listReadyForReport(ctx, identity));

  serveEndpoint(app, ctx.guard, E.list, ({ identity, query }) => listReports(ctx, identity, query));

  serveEndpoint(app, ctx.guard, E.start, async ({ identity, body, reply }) => {
    const { detail, created } = await startReport(ctx, identity, body);
    reply.code(created ? 201 : 200);
    return detail;
  });

  serveEndpoint(app, ctx.guard, E.detail, ({ identity, params }) => getReport(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.save, ({ identity, params, body }) => saveReport(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.checks, ({ identity, params }) => checkReport(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.submit, ({ identity, params, body }) => submitReport(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.version, ({ identity, params }) => getReportVersion(ctx, identity, params.id, params.n));

  serveEndpoint(app, ctx.guard, E.approve, ({ identity, params, body }) => approveReport(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.requestChanges, ({ identity, params, body }) => requestReportChanges(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.pdf, async ({ identity, params, reply }) => {
    const pdf = await openReportPdf(ctx, identity, params.id);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(pdf.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    if (pdf.size !== null) {
      reply.header('content-length', pdf.size);
    }
    return reply.send(pdf.content);
  });

  serveEndpoint(app, ctx.guard, E.verify, async ({ params, request, reply }) => {
    try {
      return await verifyReport(ctx, params.code, request.ip);
    } catch (error) {
      if (error instanceof VerifyLimited) {
        void reply.header('retry-after', error.retryAfterSeconds);
      }
      throw error;
    }
  });
}
