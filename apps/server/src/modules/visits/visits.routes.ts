import type { FastifyInstance } from 'fastify';
import { rescheduleVisitBodySchemaAt, scheduleVisitBodySchemaAt } from '@thamani/domain/visits';
import { VISIT_ENDPOINTS as E } from '@thamani/domain/visits.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { cancelVisit, completeVisit, getVisitDetail, listOwnVisits, rescheduleVisit, saveVisitReview, scheduleVisit } from './visits.service.ts';

/** Site visits (VISIT_ENDPOINTS): agents and admins pass; the service narrows further. */
export function registerVisitRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ identity, query }) => listOwnVisits(ctx, identity, query));

  // Validated with the app's clock: a slot earlier today is past.
  serveEndpoint(app, ctx.guard, E.schedule, ({ identity, body }) => scheduleVisit(ctx, identity, body), { body: scheduleVisitBodySchemaAt(ctx.now) });

  serveEndpoint(app, ctx.guard, E.detail, ({ identity, params }) => getVisitDetail(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.reschedule, ({ identity, params, body }) => rescheduleVisit(ctx, identity, params.id, body), {
    body: rescheduleVisitBodySchemaAt(ctx.now),
  });

  serveEndpoint(app, ctx.guard, E.complete, ({ identity, params }) => completeVisit(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.cancel, ({ identity, params, body }) => cancelVisit(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.review, ({ identity, params, body }) => saveVisitReview(ctx, identity, params.id, body));
}
