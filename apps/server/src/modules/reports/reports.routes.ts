import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApproveReportBodySchema,
  ReadyForReportListSchema,
  ReportChecksSchema,
  ReportDetailSchema,
  ReportIdParamsSchema,
  ReportListQuerySchema,
  ReportPageSchema,
  ReportVersionParamsSchema,
  ReportVersionSchema,
  RequestChangesBodySchema,
  SaveReportBodySchema,
  SaveReportResponseSchema,
  StartReportBodySchema,
  SubmitReportBodySchema,
  VerifyResponseSchema,
} from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { contentDisposition } from '../documents/documents.routes.ts';
import { openReportPdf, verifyReport } from './reports.delivery.ts';
import { VerifyLimited } from './verify-limit.ts';
import { approveReport, requestReportChanges, submitReport } from './reports.review.ts';
import { checkReport, saveReport } from './reports.drafts.ts';
import { listReadyForReport, listReports } from './reports.lists.ts';
import { getReport, getReportVersion } from './reports.read.ts';
import { startReport } from './reports.start.ts';

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['reports'];
  // Lists and starting are the agent area's (clients 403); single reports answer 404 to all but their valuer and admins.
  const workspace = { preHandler: ctx.guard.requirePermission('workspace:enter') };
  const signedIn = { preHandler: ctx.guard.authenticate };
  const params = ReportIdParamsSchema;

  r.get(
    '/api/reports/ready',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'The valuer’s requests ready for a report: in progress, inspection submitted, no report yet',
        security,
        response: { 200: ReadyForReportListSchema },
      },
    },
    async (request) => listReadyForReport(ctx, getIdentity(request)),
  );

  r.get(
    '/api/reports',
    {
      ...workspace,
      schema: {
        tags,
        summary:
          'Reports: a valuer’s own, an admin’s all; queue=review is the approval queue (submitted, oldest submission first)',
        security,
        querystring: ReportListQuerySchema,
        response: { 200: ReportPageSchema },
      },
    },
    async (request) => listReports(ctx, getIdentity(request), request.query),
  );

  r.post(
    '/api/reports',
    {
      ...workspace,
      schema: {
        tags,
        summary:
          'Start the report of a request (its valuer, inspection submitted) from a template: 201, or 200 with the report already started',
        security,
        body: StartReportBodySchema,
        response: { 200: ReportDetailSchema, 201: ReportDetailSchema },
      },
    },
    async (request, reply) => {
      const { detail, created } = await startReport(ctx, getIdentity(request), request.body);
      return reply.status(created ? 201 : 200).send(detail);
    },
  );

  r.get(
    '/api/reports/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A report with its submissions, reviews and delivery (its valuer, admins)',
        security,
        params,
        response: { 200: ReportDetailSchema },
      },
    },
    async (request) => getReport(ctx, getIdentity(request), request.params.id),
  );

  r.put(
    '/api/reports/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Autosave the draft at a version (its valuer): 409 with details { version, updatedAt } when stale, 409 when submitted',
        security,
        params,
        body: SaveReportBodySchema,
        response: { 200: SaveReportResponseSchema },
      },
    },
    async (request) => saveReport(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.get(
    '/api/reports/:id/checks',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The checks of the stored draft (PASS / WARNING / FAIL / NOT APPLICABLE, each failure or warning with where to fix it)',
        security,
        params,
        response: { 200: ReportChecksSchema },
      },
    },
    async (request) => checkReport(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/reports/:id/submit',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Submit for review (its valuer): freezes a version; 400 with details.checks when a check fails; request → under review',
        security,
        params,
        body: SubmitReportBodySchema,
        response: { 200: ReportDetailSchema },
      },
    },
    async (request) => submitReport(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.get(
    '/api/reports/:id/versions/:n',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A submitted version, frozen (its valuer, admins)',
        security,
        params: ReportVersionParamsSchema,
        response: { 200: ReportVersionSchema },
      },
    },
    async (request) => getReportVersion(ctx, getIdentity(request), request.params.id, request.params.n),
  );

  r.post(
    '/api/reports/:id/approve',
    {
      preHandler: ctx.guard.requirePermission('report:review'),
      schema: {
        tags,
        summary:
          'Approve submission n (admins; final): request → completed, the PDF is rendered in the background; 409 if already decided',
        security,
        params,
        body: ApproveReportBodySchema,
        response: { 200: ReportDetailSchema },
      },
    },
    async (request) => approveReport(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.post(
    '/api/reports/:id/request-changes',
    {
      preHandler: ctx.guard.requirePermission('report:review'),
      schema: {
        tags,
        summary:
          'Send submission n back with comments, some tied to sections (admins): request → in progress; 409 if already decided',
        security,
        params,
        body: RequestChangesBodySchema,
        response: { 200: ReportDetailSchema },
      },
    },
    async (request) => requestReportChanges(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.get(
    '/api/reports/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The approved report’s PDF (its client, valuer, admins; once rendered): an attachment; every download is audited',
        description:
          '404 for anyone else and for the client before approval; 409 while the PDF is being rendered or before approval.',
        security,
        params,
      },
    },
    async (request, reply) => {
      const pdf = await openReportPdf(ctx, getIdentity(request), request.params.id);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(pdf.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (pdf.size !== null) {
        reply.header('content-length', pdf.size);
      }
      return reply.send(pdf.content);
    },
  );

  r.get(
    '/api/verify/:code',
    {
      schema: {
        tags,
        summary:
          'Public: check a report by the verification code printed on it (property, date, values, valuer, firm, PDF SHA-256)',
        description:
          'Wrong codes are counted per address (RATE_LIMIT_VERIFY_MISSES_PER_IP per RATE_LIMIT_VERIFY_IP_WINDOW_SECONDS); past the limit every answer is 429 with Retry-After, a right code too.',
        params: z.object({ code: z.string().max(40) }),
        response: { 200: VerifyResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        return await verifyReport(ctx, request.params.code, request.ip);
      } catch (error) {
        if (error instanceof VerifyLimited) {
          void reply.header('retry-after', error.retryAfterSeconds);
        }
        throw error;
      }
    },
  );
}
