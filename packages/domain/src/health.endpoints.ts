import { endpoint } from './endpoints.ts';
import { HealthResponseSchema, LivenessResponseSchema, ReadinessResponseSchema } from './system.ts';

/** What a load balancer and a monitor ask: is the process alive, is it ready to serve. */
const tag = 'system';

export const HEALTH_ENDPOINTS = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: HealthResponseSchema,
    tag,
    summary: 'Liveness (kept for existing pollers; same as /api/health/live)',
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    response: LivenessResponseSchema,
    tag,
    summary: 'Liveness: the process answers',
  }),
  /** Answers 503 with the same body, naming the failed checks, when it is not ready. */
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    response: ReadinessResponseSchema,
    tag,
    summary: 'Readiness: database reachable, migrations applied, storage writable, job queue running (503 naming the failed checks)',
  }),
};
