import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@thamani/domain/pagination';
import {
  CancelVisitBodySchema,
  ListVisitsQuerySchema,
  VisitDetailSchema,
  VisitListItemSchema,
  VisitReviewBodySchema,
  rescheduleVisitBodySchemaAt,
  scheduleVisitBodySchemaAt,
} from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { cancelVisit, completeVisit, getVisitDetail, listOwnVisits, rescheduleVisit, saveVisitReview, scheduleVisit } from './visits.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function registerVisitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['visits'];
  // Agent routes: agents and admins pass; the service narrows further.
  const workspace = { preHandler: ctx.guard.requirePermission('workspace:enter') };

  r.get(
    '/api/visits',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Site visits: an agent’s own, an admin all; earliest first; one query with property and client',
        security,
        querystring: ListVisitsQuerySchema,
        response: { 200: pageOf(VisitListItemSchema) },
      },
    },
    async (request) => listOwnVisits(ctx, getIdentity(request), request.query),
  );

  r.post(
    '/api/visits',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Schedule a site visit (the assigned agent; weekday, not past, a listed slot; 409 on overlap)',
        security,
        // Validated with the app's clock: a slot earlier today is past.
        body: scheduleVisitBodySchemaAt(ctx.now),
        response: { 201: VisitDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await scheduleVisit(ctx, getIdentity(request), request.body)),
  );

  r.get(
    '/api/visits/:id',
    { ...workspace, schema: { tags, summary: 'A site visit (its agent or an admin)', security, params: IdParams, response: { 200: VisitDetailSchema } } },
    async (request) => getVisitDetail(ctx, getIdentity(request), request.params.id),
  );

  r.put(
    '/api/visits/:id',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Reschedule (its agent; same rules as scheduling; the client is notified)',
        security,
        params: IdParams,
        body: rescheduleVisitBodySchemaAt(ctx.now),
        response: { 200: VisitDetailSchema },
      },
    },
    async (request) => rescheduleVisit(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.post(
    '/api/visits/:id/complete',
    { ...workspace, schema: { tags, summary: 'Mark the visit completed (request → in-progress)', security, params: IdParams, response: { 200: VisitDetailSchema } } },
    async (request) => completeVisit(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/visits/:id/cancel',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Cancel the visit with a reason (request → assigned)',
        security,
        params: IdParams,
        body: CancelVisitBodySchema,
        response: { 200: VisitDetailSchema },
      },
    },
    async (request) => cancelVisit(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.put(
    '/api/visits/:id/review',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Save the post-visit review (upsert; draft flag)',
        security,
        params: IdParams,
        body: VisitReviewBodySchema,
        response: { 200: VisitDetailSchema },
      },
    },
    async (request) => saveVisitReview(ctx, getIdentity(request), request.params.id, request.body),
  );
}
