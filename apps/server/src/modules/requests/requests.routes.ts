import type { FastifyInstance } from 'fastify';
import { REQUEST_ENDPOINTS as E } from '@thamani/domain/requests.endpoints';
import { createRequestSchemaAt } from '@thamani/domain/requests';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
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

/** Valuation requests and their moves, and the valuers an admin can assign (REQUEST_ENDPOINTS). */
export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The order form's dates are checked against the app's clock, not the machine's.
  serveEndpoint(app, ctx.guard, E.create, ({ identity, body }) => createRequest(ctx, identity, body), { body: createRequestSchemaAt(ctx.now) });

  serveEndpoint(app, ctx.guard, E.mine, ({ identity, query }) => listOwnRequests(ctx.db, identity, query));

  serveEndpoint(app, ctx.guard, E.stats, ({ identity }) => getOwnRequestStats(ctx.db, identity));

  serveEndpoint(app, ctx.guard, E.queue, ({ identity, query }) => listRequestQueue(ctx, identity, query));

  serveEndpoint(app, ctx.guard, E.queueCounts, ({ identity }) => countRequestQueue(ctx, identity));

  serveEndpoint(app, ctx.guard, E.request, ({ identity, params }) => getRequestDetail(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.cancel, ({ identity, params, body }) => cancelRequest(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.accept, ({ identity, params }) => acceptRequest(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.release, ({ identity, params }) => releaseRequest(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.assign, ({ identity, params, body }) => assignRequest(ctx, identity, params.id, body.agentId));

  serveEndpoint(app, ctx.guard, E.agents, () => listAgents(ctx.db));
}
