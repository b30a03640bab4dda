import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@thamani/domain/pagination';
import {
  AgentListSchema,
  AssignRequestBodySchema,
  CancelRequestBodySchema,
  ListRequestsQuerySchema,
  RequestDetailSchema,
  RequestListItemSchema,
  RequestQueueCountsSchema,
  RequestQueueItemSchema,
  RequestQueueQuerySchema,
  RequestStatsSchema,
  createRequestSchemaAt,
} from '@thamani/domain/requests';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import {
  acceptRequest,
  assignRequest,
  cancelRequest,
  countRequestQueue,
  createRequest,
  getOwnRequestStats,
  getRequestDetail,
  listAgents,
  listOwnRequests,
  listRequestQueue,
  releaseRequest,
} from './requests.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['requests'];
  const signedIn = { preHandler: ctx.guard.authenticate };
  const workspace = { preHandler: ctx.guard.requirePermission('workspace:enter') };
  const assigners = { preHandler: ctx.guard.requirePermission('request:assign') };

  r.post(
    '/api/requests',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Order a valuation: property + request in one transaction (pending, priority normal, due date by rule)',
        security,
        body: createRequestSchemaAt(ctx.now),
        response: { 201: RequestDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createRequest(ctx, getIdentity(request), request.body)),
  );

  r.get(
    '/api/requests',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's own valuation requests, newest first (status/county filters, keyset pagination)",
        security,
        querystring: ListRequestsQuerySchema,
        response: { 200: pageOf(RequestListItemSchema) },
      },
    },
    async (request) => listOwnRequests(ctx.db, getIdentity(request), request.query),
  );

  r.get(
    '/api/requests/stats',
    {
      ...signedIn,
      schema: { tags, summary: 'Dashboard counters (one SQL aggregate)', security, response: { 200: RequestStatsSchema } },
    },
    async (request) => getOwnRequestStats(ctx.db, getIdentity(request)),
  );

  r.get(
    '/api/requests/queue',
    {
      ...workspace,
      schema: {
        tags,
        summary:
          'Agent queue: open unassigned requests + my own (admin: all), earliest due first, overdue flagged; status=open (default), closed, all or one status; each with its booked visit',
        security,
        querystring: RequestQueueQuerySchema,
        response: { 200: pageOf(RequestQueueItemSchema) },
      },
    },
    async (request) => listRequestQueue(ctx, getIdentity(request), request.query),
  );

  r.get(
    '/api/requests/queue/counts',
    {
      ...workspace,
      schema: {
        tags,
        summary: "Agent Dashboard counters over the caller's queue: to accept, to schedule, visits booked, overdue (one SQL aggregate)",
        security,
        response: { 200: RequestQueueCountsSchema },
      },
    },
    async (request) => countRequestQueue(ctx, getIdentity(request)),
  );

  r.get(
    '/api/requests/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A request with property, valuer, visit and timeline (404 for anyone who may not see it)',
        security,
        params: IdParams,
        response: { 200: RequestDetailSchema },
      },
    },
    async (request) => getRequestDetail(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/requests/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Cancel: the client while pending/assigned, an admin before completed',
        security,
        params: IdParams,
        body: CancelRequestBodySchema,
        response: { 200: RequestDetailSchema },
      },
    },
    async (request) => cancelRequest(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.post(
    '/api/requests/:id/accept',
    {
      ...workspace,
      schema: { tags, summary: 'Agent takes an open request (→ assigned to the caller)', security, params: IdParams, response: { 200: RequestDetailSchema } },
    },
    async (request) => acceptRequest(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/requests/:id/release',
    {
      ...workspace,
      schema: { tags, summary: 'The assigned agent (or an admin) hands the request back (→ pending)', security, params: IdParams, response: { 200: RequestDetailSchema } },
    },
    async (request) => releaseRequest(ctx, getIdentity(request), request.params.id),
  );

  r.post(
    '/api/requests/:id/assign',
    {
      ...assigners,
      schema: {
        tags,
        summary: 'Admin assigns an agent (→ assigned)',
        security,
        params: IdParams,
        body: AssignRequestBodySchema,
        response: { 200: RequestDetailSchema },
      },
    },
    async (request) => assignRequest(ctx, getIdentity(request), request.params.id, request.body.agentId),
  );

  r.get(
    '/api/agents',
    { ...assigners, schema: { tags: ['agents'], summary: 'Agents an admin can assign', security, response: { 200: AgentListSchema } } },
    async () => listAgents(ctx.db),
  );
}
