import type { FastifyInstance } from 'fastify';
import { REPORT_TEMPLATE_ENDPOINTS as E } from '@thamani/domain/report-templates.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import {
  createReportTemplate,
  getReportTemplate,
  listReportTemplates,
  updateReportTemplate,
} from './report-templates.service.ts';

/** Report templates (REPORT_TEMPLATE_ENDPOINTS): any signed-in caller; the service answers clients 403 and hides other valuers' templates (404). */
export function registerReportTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ identity }) => listReportTemplates(ctx, identity));

  serveEndpoint(app, ctx.guard, E.template, ({ identity, params }) => getReportTemplate(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.create, ({ identity, body }) => createReportTemplate(ctx, identity, body));

  serveEndpoint(app, ctx.guard, E.update, ({ identity, params, body }) => updateReportTemplate(ctx, identity, params.id, body));
}
