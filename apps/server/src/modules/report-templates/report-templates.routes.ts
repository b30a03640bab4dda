import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReportTemplateBodySchema,
  ReportTemplateDetailSchema,
  ReportTemplateListSchema,
  UpdateReportTemplateBodySchema,
} from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import {
  createReportTemplate,
  getReportTemplate,
  listReportTemplates,
  updateReportTemplate,
} from './report-templates.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function registerReportTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['report-templates'];
  // Any signed-in caller: the service answers clients 403 and hides other valuers' templates (404).
  const signedIn = { preHandler: ctx.guard.authenticate };

  r.get(
    '/api/report-templates',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Report templates: a valuer sees the firm’s and their own, an admin all (clients 403)',
        security,
        response: { 200: ReportTemplateListSchema },
      },
    },
    async (request) => listReportTemplates(ctx, getIdentity(request)),
  );

  r.get(
    '/api/report-templates/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A report template at its latest version, with its sections',
        security,
        params: IdParams,
        response: { 200: ReportTemplateDetailSchema },
      },
    },
    async (request) => getReportTemplate(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/report-templates',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a report template owned by the caller (valuers, admins)',
        security,
        body: ReportTemplateBodySchema,
        response: { 201: ReportTemplateDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReportTemplate(ctx, getIdentity(request), request.body)),
  );

  r.put(
    '/api/report-templates/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Edit a template (its owner; admins any, the firm’s included): adds the next version; 409 when `version` is not the latest',
        security,
        params: IdParams,
        body: UpdateReportTemplateBodySchema,
        response: { 200: ReportTemplateDetailSchema },
      },
    },
    async (request) => updateReportTemplate(ctx, getIdentity(request), request.params.id, request.body),
  );
}
