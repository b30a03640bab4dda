import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { pageOf } from './pagination.ts';
import {
  AgentListSchema,
  AssignRequestBodySchema,
  CancelRequestBodySchema,
  CreateRequestSchema,
  ListRequestsQuerySchema,
  RequestDetailSchema,
  RequestListItemSchema,
  RequestQueueCountsSchema,
  RequestQueueItemSchema,
  RequestQueueQuerySchema,
  RequestStatsSchema,
} from './requests.ts';

/**
 * Valuation requests: ordering one, the client's own list and counters, the valuers' queue, one
 * request, and its moves (cancel, accept, release, assign); the valuers an admin can assign.
 */
const tag = 'requests';
const IdParams = z.object({ id: z.uuid() });

export const REQUEST_ENDPOINTS = {
  create: endpoint({
    method: 'POST',
    path: '/api/requests',
    access: 'signed-in',
    // "Today" is the Nairobi date at each parse: the server validates with its own clock (createRequestSchemaAt).
    body: CreateRequestSchema,
    response: RequestDetailSchema,
    status: 201,
    tag,
    summary: 'Order a valuation: property + request in one transaction (pending, priority normal, due date by rule)',
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/requests',
    access: 'signed-in',
    query: ListRequestsQuerySchema,
    response: pageOf(RequestListItemSchema),
    tag,
    summary: "The caller's own valuation requests, newest first (status/county filters, keyset pagination)",
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/requests/stats',
    access: 'signed-in',
    response: RequestStatsSchema,
    tag,
    summary: 'Dashboard counters (one SQL aggregate)',
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/requests/queue',
    access: 'workspace:enter',
    query: RequestQueueQuerySchema,
    response: pageOf(RequestQueueItemSchema),
    tag,
    summary:
      'Agent queue: open unassigned requests + my own (admin: all), earliest due first, overdue flagged; status=open (default), closed, all or one status; each with its booked visit',
  }),
  queueCounts: endpoint({
    method: 'GET',
    path: '/api/requests/queue/counts',
    access: 'workspace:enter',
    response: RequestQueueCountsSchema,
    tag,
    summary: "Agent Dashboard counters over the caller's queue: to accept, to schedule, visits booked, overdue (one SQL aggregate)",
  }),
  request: endpoint({
    method: 'GET',
    path: '/api/requests/:id',
    access: 'signed-in',
    params: IdParams,
    response: RequestDetailSchema,
    tag,
    summary: 'A request with property, valuer, visit and timeline (404 for anyone who may not see it)',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/requests/:id/cancel',
    access: 'signed-in',
    params: IdParams,
    body: CancelRequestBodySchema,
    response: RequestDetailSchema,
    tag,
    summary: 'Cancel: the client while pending/assigned, an admin before completed',
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/requests/:id/accept',
    access: 'workspace:enter',
    params: IdParams,
    response: RequestDetailSchema,
    tag,
    summary: 'Agent takes an open request (→ assigned to the caller)',
  }),
  release: endpoint({
    method: 'POST',
    path: '/api/requests/:id/release',
    access: 'workspace:enter',
    params: IdParams,
    response: RequestDetailSchema,
    tag,
    summary: 'The assigned agent (or an admin) hands the request back (→ pending)',
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/requests/:id/assign',
    access: 'request:assign',
    params: IdParams,
    body: AssignRequestBodySchema,
    response: RequestDetailSchema,
    tag,
    summary: 'Admin assigns an agent (→ assigned)',
  }),
  agents: endpoint({
    method: 'GET',
    path: '/api/agents',
    access: 'request:assign',
    response: AgentListSchema,
    tag: 'agents',
    summary: 'Agents an admin can assign',
  }),
};
