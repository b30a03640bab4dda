import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';
import type { Database } from '#db/client.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';

export interface MetricsSources {
  database: Database;
  jobs: JobQueue;
  /** Open event streams of this process. */
  openStreams: () => number;
}

/** pg-boss's states as the metric counts them (completed and cancelled are not counted). */
const JOB_STATE_OF: Record<string, 'queued' | 'running' | 'failed'> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  failed: 'failed',
};

/** Requests no route matched share one label: the raw URL would make labels without bound. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One registry per app (tests build many apps; the global registry would refuse the second).
 * Everything but the HTTP histogram is read at scrape time.
 */
export function createMetrics(sources: MetricsSources): {
  registry: Registry;
  observe: (request: FastifyRequest, reply: FastifyReply) => void;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'thamani_jobs',
    help: 'Background jobs by queue name and state (queued, running, failed)',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, state, count } of await sources.jobs.countByState()) {
        const bucket = JOB_STATE_OF[state];
        if (bucket) {
          this.inc({ name, state: bucket }, count);
        }
      }
    },
  });
  new Gauge({
    name: 'thamani_event_streams_open',
    help: 'Server-Sent Event streams open in this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'thamani_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool: total, idle, waiting; PGlite: one in-process connection, total 1)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { database } = sources;
      if (database.kind === 'postgres') {
        this.set({ state: 'total' }, database.pool.totalCount);
        this.set({ state: 'idle' }, database.pool.idleCount);
        this.set({ state: 'waiting' }, database.pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });
  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      http.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    },
  };
}

/** Constant time whatever the guess (hashing first makes the lengths equal). */
export function isMetricsToken(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b) && presented.length > 0;
}

/** GET /metrics on `app`; with a token, only a caller presenting it (Authorization: Bearer). */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !isMetricsToken(request.headers.authorization, token)) {
      // The same answer as an unknown route: a scanner learns nothing.
      return reply.code(404).send(new AppError('NOT_FOUND', HTTP_MESSAGES.routeNotFound('GET', '/metrics')).toJSON());
    }
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}

/** The metrics alone on their own port (METRICS_PORT), e.g. bound to 127.0.0.1 for the scraper. */
export async function createMetricsServer(registry: Registry, token: string | undefined): Promise<FastifyInstance> {
  const { default: Fastify } = await import('fastify');
  const server = Fastify({ logger: false });
  registerMetricsRoute(server, registry, token);
  return server;
}
