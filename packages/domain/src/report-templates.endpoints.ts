import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { ReportTemplateBodySchema, ReportTemplateDetailSchema, ReportTemplateListSchema, UpdateReportTemplateBodySchema } from './reports.ts';

/**
 * Report templates. Any signed-in caller reaches them: the service answers clients 403 and hides
 * other valuers' templates (404).
 */
const tag = 'report-templates';
const IdParams = z.object({ id: z.uuid() });

export const REPORT_TEMPLATE_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/report-templates',
    access: 'signed-in',
    response: ReportTemplateListSchema,
    tag,
    summary: 'Report templates: a valuer sees the firm’s and their own, an admin all (clients 403)',
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/report-templates/:id',
    access: 'signed-in',
    params: IdParams,
    response: ReportTemplateDetailSchema,
    tag,
    summary: 'A report template at its latest version, with its sections',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/report-templates',
    access: 'signed-in',
    body: ReportTemplateBodySchema,
    response: ReportTemplateDetailSchema,
    status: 201,
    tag,
    summary: 'Create a report template owned by the caller (valuers, admins)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/report-templates/:id',
    access: 'signed-in',
    params: IdParams,
    body: UpdateReportTemplateBodySchema,
    response: ReportTemplateDetailSchema,
    tag,
    summary: 'Edit a template (its owner; admins any, the firm’s included): adds the next version; 409 when `version` is not the latest',
  }),
};
