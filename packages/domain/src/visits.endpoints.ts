import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { pageOf } from './pagination.ts';
import {
  CancelVisitBodySchema,
  ListVisitsQuerySchema,
  RescheduleVisitBodySchema,
  ScheduleVisitBodySchema,
  VisitDetailSchema,
  VisitListItemSchema,
  VisitReviewBodySchema,
} from './visits.ts';

/**
 * Site visits: agents and admins pass the guard (workspace:enter); the service narrows further.
 * Scheduling's bodies check the slot against the clock: the server validates them with its own
 * (scheduleVisitBodySchemaAt), the same shape.
 */
const tag = 'visits';
const access = 'workspace:enter';
const IdParams = z.object({ id: z.uuid() });

export const VISIT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/visits',
    access,
    query: ListVisitsQuerySchema,
    response: pageOf(VisitListItemSchema),
    tag,
    summary: 'Site visits: an agent’s own, an admin all; earliest first; one query with property and client',
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/visits',
    access,
    body: ScheduleVisitBodySchema,
    response: VisitDetailSchema,
    status: 201,
    tag,
    summary: 'Schedule a site visit (the assigned agent; weekday, not past, a listed slot; 409 on overlap)',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/visits/:id',
    access,
    params: IdParams,
    response: VisitDetailSchema,
    tag,
    summary: 'A site visit (its agent or an admin)',
  }),
  reschedule: endpoint({
    method: 'PUT',
    path: '/api/visits/:id',
    access,
    params: IdParams,
    body: RescheduleVisitBodySchema,
    response: VisitDetailSchema,
    tag,
    summary: 'Reschedule (its agent; same rules as scheduling; the client is notified)',
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/visits/:id/complete',
    access,
    params: IdParams,
    response: VisitDetailSchema,
    tag,
    summary: 'Mark the visit completed (request → in-progress)',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/visits/:id/cancel',
    access,
    params: IdParams,
    body: CancelVisitBodySchema,
    response: VisitDetailSchema,
    tag,
    summary: 'Cancel the visit with a reason (request → assigned)',
  }),
  review: endpoint({
    method: 'PUT',
    path: '/api/visits/:id/review',
    access,
    params: IdParams,
    body: VisitReviewBodySchema,
    response: VisitDetailSchema,
    tag,
    summary: 'Save the post-visit review (upsert; draft flag)',
  }),
};
